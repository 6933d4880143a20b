/** Timings and the redirect rule of the public pages (the field rules are in @irt/shared-ui/forms). */
import { MESSAGES } from '@irt/shared-ui/messages';

/** 5 seconds before returning to the login page after a password-reset step. */
export const RESET_REDIRECT_DELAY_MS = MESSAGES.resetLinkSent.durationMs;

/** The account-creation dialog closes 4 seconds after a success. */
export const REGISTER_DIALOG_CLOSE_DELAY_MS = MESSAGES.accountCreated.durationMs;

/**
 * The in-portal path to return to after login, taken from `?redirect=`; null when absent or not a
 * path of this site (an absolute or protocol-relative URL would be an open redirect).
 */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/authentification')) return null;
  return value;
}
