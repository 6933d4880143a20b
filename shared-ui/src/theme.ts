import { createTheme } from '@mui/material/styles';
import { frFR } from '@mui/material/locale';

/** The keyboard focus ring: 3:1 at least against white, the background and the top bar's blue. */
const FOCUS_RING = { outline: '3px solid #7986cb', outlineOffset: 2 } as const;

/**
 * The institute's theme. Colours are chosen for WCAG AA contrast with white text (primary ≈ 10:1,
 * secondary ≈ 5:1). No component `defaultProps` of our own: with MUI shared by path prefix, theme
 * defaultProps do not reach the remotes (only colours and style overrides do), so a component that
 * needs a default sets it itself. The frFR locale texts are kept for the shell's own MUI components.
 */
export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#283593', light: '#5f5fc4', dark: '#001064', contrastText: '#ffffff' },
      secondary: { main: '#00695c', light: '#439889', dark: '#003d33', contrastText: '#ffffff' },
      success: { main: '#2e7d32', contrastText: '#ffffff' },
      warning: { main: '#8a5100', contrastText: '#ffffff' },
      error: { main: '#c62828', contrastText: '#ffffff' },
      info: { main: '#01579b', contrastText: '#ffffff' },
      background: { default: '#f5f6fa', paper: '#ffffff' },
      text: { primary: '#1c1b29', secondary: '#4a4a5e' },
    },
    shape: { borderRadius: 8 },
    typography: {
      // System fonts: nothing to download on the login page's budget.
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '2rem', fontWeight: 700 },
      h2: { fontSize: '1.6rem', fontWeight: 700 },
      h3: { fontSize: '1.35rem', fontWeight: 600 },
      h4: { fontSize: '1.2rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: 8 } } },
      MuiCard: { styleOverrides: { root: { borderRadius: 12 } } },
      // A visible keyboard focus ring on every clickable element: MUI's buttons, tabs, list items and
      // clickable cards (ButtonBase), MUI links, and plain links (router links, the skip link).
      MuiButtonBase: {
        styleOverrides: {
          root: { '&.Mui-focusVisible': FOCUS_RING },
        },
      },
      MuiLink: { styleOverrides: { root: { '&:focus-visible': FOCUS_RING } } },
      MuiCssBaseline: { styleOverrides: { 'a:focus-visible': FOCUS_RING } },
    },
  },
  frFR,
);

/**
 * Read by screen readers, not shown (a heading named for assistive technologies, a label). The sizes are
 * strings: in `sx` a number up to 1 is a fraction of the parent (width 1 is 100 %) and a margin a theme spacing.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
