import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { MESSAGES } from '../messages';

/** The title of every failed save. */
export const SAVE_FAILED_TITLE = MESSAGES.saveFailed.text;
/** Said when the server gave no message of its own. */
export const SAVE_FAILED_GENERIC = MESSAGES.genericFailure.text;

export interface SaveFailureAlertProps {
  title?: string;
  /** The server's French message; null or absent gives `fallback`. */
  message?: string | null;
  /** Further lines (field messages that have no field in the form), one per line. */
  details?: readonly string[];
  fallback?: string;
  sx?: SxProps<Theme>;
}

/** The banner of a failed save: a title, the server's message (or a generic one), then any other lines. */
export function SaveFailureAlert({ title = SAVE_FAILED_TITLE, message, details = [], fallback = SAVE_FAILED_GENERIC, sx }: SaveFailureAlertProps) {
  return (
    <Alert severity="error" role="alert" sx={sx}>
      <AlertTitle>{title}</AlertTitle>
      {message ?? fallback}
      {details.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      ))}
    </Alert>
  );
}
