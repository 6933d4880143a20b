/**
 * Validation rules shared by every form: the spec's French messages, and those it leaves to us
 * (docs/decisions.md). A rule returns `true` or the message to show under the field.
 */

export const PASSWORD_MISMATCH = 'Le mot de passe est différent.';
export const PASSWORD_REQUIRED = 'Le mot de passe est requis.';
export const EMAIL_REQUIRED = "L'adresse email est requise.";
export const EMAIL_INVALID = "L'adresse email n'est pas valide.";

/** A pragmatic email shape check; the server has the last word. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required text: blank (spaces only) counts as empty. */
export function requiredText(message: string) {
  return (value: unknown): true | string => (typeof value === 'string' && value.trim() !== '') || message;
}

/** Every email field: required, then shaped like an address. */
export function validateEmail(value: unknown): true | string {
  const email = typeof value === 'string' ? value.trim() : '';
  if (email === '') return EMAIL_REQUIRED;
  return EMAIL_PATTERN.test(email) || EMAIL_INVALID;
}

/**
 * Spec §5: a confirmation that differs is reported while typing once it is at least as long as the
 * password (before that the user is probably still typing it); on submit it is reported in any case.
 */
export function liveMismatch(password: string, confirmation: string): boolean {
  return confirmation !== '' && confirmation.length >= password.length && confirmation !== password;
}
