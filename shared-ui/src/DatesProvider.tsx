import type { ReactNode } from 'react';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { frFR as pickersFrFR } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
// dayjs' French locale, which the pickers' `adapterLocale` names (the adapter extends dayjs with the
// parsing and formatting plugins it needs itself).
import 'dayjs/locale/fr';

// The pickers read and write times in the institute's zone (their `timezone` prop): they need these.
dayjs.extend(utc);
dayjs.extend(timezone);

const pickerTexts = pickersFrFR.components.MuiLocalizationProvider.defaultProps.localeText;

/**
 * French date pickers; each picker takes `timezone={INSTITUTE_TIME_ZONE}` so a time typed is a Paris
 * time whatever the device's zone. Kept out of the package's index on purpose: a shared module is not tree-shaken,
 * so the pickers would weigh on every page (the login page included). A page that renders pickers
 * imports this file by path (`@irt/shared-ui/DatesProvider`) and wraps its form with it.
 */
export function DatesProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="fr" localeText={pickerTexts}>
      {children}
    </LocalizationProvider>
  );
}
