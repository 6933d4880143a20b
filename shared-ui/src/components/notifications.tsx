import { useSyncExternalStore } from 'react';
import type { DetailedMessage, Message } from '../messages';
import { NotificationSnackbar, type Notification } from './NotificationSnackbar';

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

/**
 * Shows a message of the table (`@irt/shared-ui/messages`) at the bottom of the screen, one at a time
 * in order, in its colour and for its duration; a message that takes a detail shows it after its text.
 */
export function notify(message: DetailedMessage, detail: string | null | undefined): void;
export function notify(message: Message): void;
export function notify(message: Message | DetailedMessage, detail?: string | null): void {
  const text = 'withDetail' in message ? message.withDetail(detail) : message.text;
  publish([...queue, { id: nextId++, message: text, severity: message.kind, durationMs: message.durationMs }]);
}

/** Drops every message shown or waiting (a test starts with none left by the one before). */
export function clearNotifications(): void {
  publish([]);
}

function dismiss(id: number) {
  publish(queue.filter((item) => item.id !== id));
}

/** Place once near the root of the shell (and of a remote's dev entry). */
export function NotificationsHost() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  const current = items[0];
  if (!current) return null;
  return <NotificationSnackbar key={current.id} notification={current} onDismiss={() => dismiss(current.id)} />;
}
