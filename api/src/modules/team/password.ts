/**
 * The initial password of a new team member: 10 characters alternating a symbol of
 * a fixed set and a digit, drawn from node:crypto. Nobody reads it: it is hashed at once and the new
 * member chooses their own through the emailed link.
 */
import { randomInt } from 'node:crypto';
import { GENERATED_PASSWORD_LENGTH } from '../../contract/constants/limits';

export const PASSWORD_SYMBOLS = '!#$%&*+-=?@^_~';
const DIGITS = '0123456789';

export function generateInitialPassword(length = GENERATED_PASSWORD_LENGTH): string {
  let password = '';
  for (let i = 0; i < length; i++) {
    const set = i % 2 === 0 ? PASSWORD_SYMBOLS : DIGITS;
    password += set[randomInt(set.length)];
  }
  return password;
}
