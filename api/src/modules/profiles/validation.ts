/** Checks of the account form that the server repeats: the name, phone, IBAN and BIC. */

/** A full name has at least two words (first name and last name). */
export function hasTwoWords(name: string): boolean {
  return name.trim().split(/\s+/).filter(Boolean).length >= 2;
}

/** The name as stored: trimmed, inner spaces collapsed. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** An IBAN without spaces, upper case. */
export function normalizeIban(iban: string): string {
  return iban.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616: country, two check digits, then the account; valid when the number modulo 97 is 1. */
export function isValidIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/**
 * The IBAN as readers other than its holder and the administrator see it: country and check digits,
 * the last three characters, the rest as dots in groups of four ('FR76 •••• •••• •••• •••• •••• 189').
 */
export function maskIban(raw: string): string {
  const chars = [...normalizeIban(raw)];
  return chars
    .map((char, index) => (index < 4 || index >= chars.length - 3 ? char : '•'))
    .join('')
    .replace(/(.{4})(?=.)/g, '$1 ');
}

export function normalizeBic(bic: string): string {
  return bic.replace(/\s+/g, '').toUpperCase();
}

/** ISO 9362: bank (4 letters), country (2 letters), location (2), optional branch (3). */
export function isValidBic(raw: string): boolean {
  return /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(normalizeBic(raw));
}

/**
 * A phone number is ten digits starting with 0 (French numbering), or an international number: '+' (or
 * '00') then 8 to 15 digits; spaces, dots, hyphens and brackets between digits are allowed.
 */
export function isValidPhone(raw: string): boolean {
  const phone = raw.trim();
  if (!/^\+?[0-9][0-9 .\-()]*[0-9]$/.test(phone)) return false;
  const digits = phone.replace(/[ .\-()]/g, '');
  return /^0[1-9][0-9]{8}$/.test(digits) || /^(\+|00)[1-9][0-9]{7,14}$/.test(digits);
}
