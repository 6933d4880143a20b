import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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

/**
 * One message at the bottom of the screen, in its colour, closing by itself after its duration; the time
 * stops while the pointer is over it, while it holds the focus and while the window is in the background
 * (what is being read is not taken away), and Escape closes it. Built on the Alert every page already has
 * (MUI's Snackbar and its transitions would be a download of their own, missing when the network is).
 */
export function NotificationSnackbar({ notification, onDismiss }: NotificationSnackbarProps) {
  const [held, setHeld] = useState({ pointer: false, focus: false, away: false });
  const remaining = useRef(notification.durationMs);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  const paused = held.pointer || held.focus || held.away;

  useEffect(() => {
    if (paused) return undefined;
    const started = Date.now();
    const timer = window.setTimeout(() => dismiss.current(), remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) dismiss.current();
    };
    const away = () => setHeld((h) => ({ ...h, away: true }));
    const back = () => setHeld((h) => ({ ...h, away: false }));
    document.addEventListener('keydown', onKey);
    window.addEventListener('blur', away);
    window.addEventListener('focus', back);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('blur', away);
      window.removeEventListener('focus', back);
    };
  }, []);

  return (
    <Box
      onPointerEnter={() => setHeld((h) => ({ ...h, pointer: true }))}
      onPointerLeave={() => setHeld((h) => ({ ...h, pointer: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={() => setHeld((h) => ({ ...h, focus: false }))}
      sx={{
        position: 'fixed',
        zIndex: 'snackbar',
        display: 'flex',
        justifyContent: 'center',
        left: 8,
        right: 8,
        bottom: 8,
        '@media (min-width: 600px)': { bottom: 24, left: '50%', right: 'auto', transform: 'translateX(-50%)', minWidth: 288 },
      }}
    >
      <Alert
        severity={notification.severity}
        variant="filled"
        elevation={6}
        onClose={onDismiss}
        slotProps={{ closeButton: { title: 'Fermer', 'aria-label': 'Fermer' } }}
        sx={{ width: '100%' }}
      >
        {notification.message}
      </Alert>
    </Box>
  );
}
