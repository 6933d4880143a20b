import { useSyncExternalStore } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

interface Notification {
  id: number;
  message: string;
  severity: NotificationSeverity;
  durationMs: number;
}

/** Spec §9: notifications close by themselves after 3 seconds. */
export const NOTIFICATION_DURATION_MS = 3000;
/** Spec 001 §9: the notification of a status change stays 4 seconds. */
export const STATUS_CHANGE_NOTIFICATION_MS = 4000;

// A module-level queue: shared-ui is a federation singleton, so a remote's notify() reaches the
// shell's host without a React context crossing the federation boundary.
let queue: readonly Notification[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly Notification[]) {
  queue = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const snapshot = () => queue;

/** Shows a short message at the bottom of the screen (one at a time, in order), for `durationMs`. */
export function notify(message: string, severity: NotificationSeverity = 'success', durationMs: number = NOTIFICATION_DURATION_MS): void {
  publish([...queue, { id: nextId++, message, severity, durationMs }]);
}

function dismiss(id: number) {
  publish(queue.filter((item) => item.id !== id));
}

/** Place once near the root of the shell (and of a remote's dev entry). */
export function NotificationsHost() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  const current = items[0];
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.durationMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') dismiss(current.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={() => dismiss(current.id)}
        slotProps={{ closeButton: { title: 'Fermer', 'aria-label': 'Fermer' } }}
        sx={{ width: '100%' }}
      >
        {current.message}
      </Alert>
    </Snackbar>
  );
}
