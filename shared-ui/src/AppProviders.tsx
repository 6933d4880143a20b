import type { ReactNode } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR as pickersFrFR } from '@mui/x-date-pickers/locales';
import { theme } from './theme';
// Loads dayjs' French locale and plugins before any picker renders.
import './formatters';

const pickerTexts = pickersFrFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * Date pickers in French. Passed as props (not theme defaultProps) so the texts also reach remotes.
 * A remote that renders pickers outside the shell (its own dev server) can use this alone.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerTexts}>
      {children}
    </LocalizationProvider>
  );
}

/** Theme, CSS baseline and French date pickers: wrap the shell (and each remote's dev entry) once. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <DatesProvider>{children}</DatesProvider>
    </ThemeProvider>
  );
}
