/** Validation shared by the public forms: French messages of the spec, and the ones it leaves to us. */

export const PASSWORD_MISMATCH = 'Le mot de passe est différent.';
export const EMAIL_REQUIRED = "L'adresse email est requise.";
export const EMAIL_INVALID = "L'adresse email n'est pas valide.";
export const PASSWORD_REQUIRED = 'Le mot de passe est requis.';

/** A pragmatic email shape check; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** react-hook-form rule of every email field: required, then shaped like an address. */
export function validateEmail(value: string): true | string {
  const email = value.trim();
  if (email === '') return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(email) || EMAIL_INVALID;
}

/** Spec §9: 5 seconds before returning to the login page after a password-reset step. */
export const RESET_REDIRECT_DELAY_MS = 5000;

/** Spec §9: the account-creation dialog closes 4 seconds after a success. */
export const REGISTER_DIALOG_CLOSE_DELAY_MS = 4000;

/**
 * The in-portal path to return to after login, taken from `?redirect=`; null when absent or not a
 * path of this site (an absolute or protocol-relative URL would be an open redirect).
 */
export function safeRedirectTarget(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  if (value.startsWith('/authentification')) return null;
  return value;
}
