/**
 * The one rule every new password obeys, wherever it is set (sign-up, reset link, change of one's own
 * password, an account created by the institute): at least MIN_PASSWORD_LENGTH characters, at most
 * MAX_PASSWORD_LENGTH, and not one of the commonly used passwords — the general list of
 * @zxcvbn-ts/language-common plus the French list shipped beside this file. Case is ignored.
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '../contract/auth';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../contract/constants/limits';
import { COMMON_PASSWORDS_FR } from './common-passwords-fr';

let commonPasswords: Set<string> | undefined;

/** The lists, read once on first use (about 50,000 entries). */
function commonList(): Set<string> {
  commonPasswords ??= new Set([...dictionary['passwords-common'], ...COMMON_PASSWORDS_FR].map((p) => p.toLowerCase()));
  return commonPasswords;
}

/** Whether the password is one of the commonly used ones (case ignored). */
export function isCommonPassword(password: string): boolean {
  return commonList().has(password.toLowerCase());
}

/** Why a new password is refused, in French; empty when it is accepted. */
export function newPasswordProblems(password: string): string[] {
  // Characters, not UTF-16 units: "é" or an emoji counts once, as the request schemas count.
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return [PASSWORD_MESSAGES.tooShort];
  if (length > MAX_PASSWORD_LENGTH) return [PASSWORD_MESSAGES.tooLong];
  if (isCommonPassword(password)) return [PASSWORD_MESSAGES.common];
  return [];
}
