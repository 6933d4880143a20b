import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { MessageKind } from '../messages';

export interface Notification {
  id: number;
  message: string;
  severity: MessageKind;
  durationMs: number;
}

export interface NotificationSnackbarProps {
  notification: Notification;
  onDismiss: () => void;
}

/** One message at the bottom of the screen, in its colour, closing by itself after its duration. */
export function NotificationSnackbar({ notification, onDismiss }: NotificationSnackbarProps) {
  return (
    <Snackbar
      open
      autoHideDuration={notification.durationMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onDismiss();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        onClose={onDismiss}
        slotProps={{ closeButton: { title: 'Fermer', 'aria-label': 'Fermer' } }}
        sx={{ width: '100%' }}
      >
        {notification.message}
      </Alert>
    </Snackbar>
  );
}
