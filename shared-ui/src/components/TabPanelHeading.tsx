import Typography from '@mui/material/Typography';

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * The h2 of a tab panel, named as its tab: the selected tab is what shows the panel's title on screen,
 * and the panel's own sections (h3) come under it in the page's outline, after the page's h1.
 */
export function TabPanelHeading({ children }: { children: string }) {
  return (
    <Typography component="h2" sx={visuallyHidden}>
      {children}
    </Typography>
  );
}
