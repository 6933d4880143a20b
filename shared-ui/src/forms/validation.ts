/**
 * Validation rules shared by every form: the spec's French messages, and those it leaves to us
 * (docs/decisions.md). A rule returns `true` or the message to show under the field.
 */
import type { ACCOUNT_MESSAGES as AccountMessages } from '@irt/api/contract';

type ACCOUNT_MESSAGES = typeof AccountMessages;

export const PASSWORD_MISMATCH = 'Le mot de passe est différent.';
export const PASSWORD_REQUIRED = 'Le mot de passe est requis.';
export const EMAIL_REQUIRED = "L'adresse email est requise.";
export const EMAIL_INVALID = "L'adresse email n'est pas valide.";
/** The server's own message for a phone number it refuses (the same rule, checked before sending). */
export const PHONE_INVALID: ACCOUNT_MESSAGES['invalidPhone'] = 'Le numéro de téléphone saisi n’est pas valide.';

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
 * A confirmation that differs is reported while typing once it is at least as long as the
 * password (before that the user is probably still typing it); on submit it is reported in any case.
 */
export function liveMismatch(password: string, confirmation: string): boolean {
  return confirmation !== '' && confirmation.length >= password.length && confirmation !== password;
}

/**
 * A phone number, as the server checks it: ten digits starting with 0, or '+' (or '00') then 8 to 15
 * digits; spaces, dots, hyphens and brackets between digits are allowed. Blank is left to `required`.
 */
export function validatePhone(value: unknown): true | string {
  const phone = typeof value === 'string' ? value.trim() : '';
  if (phone === '') return true;
  if (!/^\+?[0-9][0-9 .\-()]*[0-9]$/.test(phone)) return PHONE_INVALID;
  const digits = phone.replace(/[ .\-()]/g, '');
  return /^0[1-9][0-9]{8}$/.test(digits) || /^(\+|00)[1-9][0-9]{7,14}$/.test(digits) || PHONE_INVALID;
}

/**
 * A number as French users type it ('3,5', '1 250,75'; a point is read too), whatever the browser's
 * locale: numeric fields are text inputs, since a number input drops a decimal comma its locale does
 * not know. Blank gives null; anything else that is not a number gives NaN.
 */
export function parseDecimal(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (compact === '') return null;
  if (!/^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

/** A number written back into a field the French way ('2,5'). */
export function decimalText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

export const CHOICE_REQUIRED = 'Ce champ est requis.';
export const NUMBER_INVALID = 'Veuillez saisir un nombre';
export const INTEGER_INVALID = 'Veuillez saisir un nombre entier';

/** A required drop-down: '' (no choice), null and undefined count as empty. */
export function requiredChoice(message: string = CHOICE_REQUIRED) {
  return (value: unknown): true | string => (value !== '' && value !== null && value !== undefined) || message;
}

export interface NumberRule {
  /** The message for a blank field; a blank field passes without it. */
  required?: string;
  integer?: boolean;
  min?: number;
  max?: number;
}

/**
 * A number typed as text, read the French way (`parseDecimal`): blank is refused only when required,
 * then it must be a number, whole if asked, and within its bounds, each with its French message.
 */
export function numberRule({ required, integer = false, min, max }: NumberRule) {
  return (value: unknown): true | string => {
    const number = parseDecimal(typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value));
    if (number === null) return required ?? true;
    if (Number.isNaN(number)) return NUMBER_INVALID;
    if (integer && !Number.isInteger(number)) return INTEGER_INVALID;
    if (min !== undefined && number < min) return `La valeur doit être supérieure ou égale à ${decimalText(min)}`;
    if (max !== undefined && number > max) return `La valeur doit être inférieure ou égale à ${decimalText(max)}`;
    return true;
  };
}
