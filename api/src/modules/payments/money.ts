/**
 * Money of the régie in integer cents: amounts come from PostgreSQL's numeric as decimal strings
 * ("1234.50") and are added as whole cents, never as binary floating point, so a total is the exact
 * sum of its rows. The one rounding rule (docs/decisions.md): an amount given with more than two
 * decimals is rounded to the cent, half away from zero ("0.125" → 0.13 €, "-0.125" → -0.13 €).
 */

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/;

/** Cents of a decimal string ("12.5" → 1250). Throws on anything that is not a plain decimal. */
export function toCents(amount: string): number {
  const match = DECIMAL.exec(amount);
  if (!match) throw new Error(`Montant invalide : ${amount}`);
  const [, sign, units, decimals = ''] = match;
  const padded = decimals.padEnd(3, '0');
  let cents = Number(units) * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  if (!Number.isSafeInteger(cents)) throw new Error(`Montant hors limites : ${amount}`);
  return sign && cents !== 0 ? -cents : cents;
}

/** The decimal string of an amount in cents (1250 → "12.50"), as the contract writes amounts. */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Centimes invalides : ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The exact sum of decimal amounts, in cents. */
export function sumCents(amounts: readonly string[]): number {
  return amounts.reduce((total, amount) => total + toCents(amount), 0);
}

/** What an expense is paid: its forced amount when above 0, else its computed total. */
export function payableCents(expense: { total_forced_amount: string; total_amount: string }): number {
  const forced = toCents(expense.total_forced_amount);
  return forced > 0 ? forced : toCents(expense.total_amount);
}
