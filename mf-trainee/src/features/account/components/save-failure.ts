import { listErrorMessages, readApiError } from '@irt/shared-auth';
import { MESSAGES } from '@irt/shared-ui/messages';

/** What a failed save shows: the spec's title and the server's detail. */
export interface SaveFailure {
  title: string;
  /** The server's message; null when it gave none (the banner then says a generic one). */
  message: string | null;
}

export const UNREACHABLE = 'Le serveur ne répond pas. Veuillez réessayer.';

/**
 * The banner of a failed call: the message is the server's own, else its field messages joined;
 * `onFieldErrors` receives the field messages to put under their fields (400/422).
 */
export function saveFailure(error: unknown, title: string, onFieldErrors?: (errors: Record<string, string[]>) => void): SaveFailure {
  const { status, message, errors } = readApiError(error);
  if (status === null) return { title, message: UNREACHABLE };
  onFieldErrors?.(errors);
  return { title, message: message ?? (listErrorMessages(errors).join(' ') || null) };
}

export const SAVE_ERROR_TITLE = MESSAGES.saveFailed.text;
