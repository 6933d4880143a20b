/**
 * Exact money of expenses: amounts are whole cents (bigint), read from and written to PostgreSQL
 * numeric as decimal text; never binary floating point. One rounding rule, applied once at the end of
 * each computed line (transport): half away from zero, to the cent (docs/decisions.md).
 */

/** An amount typed by a person or read from the database: "12", "12.5", "12,50", "0.00". */
const AMOUNT = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;

/** Cents of an amount text, or null when it is not a positive amount with at most two decimals. */
export function parseAmount(text: string): bigint | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** Cents of a numeric column (always a valid decimal text, or null for none). */
export function centsOf(value: string | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const negative = value.startsWith('-');
  const [whole, fraction = ''] = (negative ? value.slice(1) : value).split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** "1234.50": the text stored in a numeric column and answered by the API. */
export function amountText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** numerator / denominator rounded half away from zero (denominator > 0). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const abs = negative ? -numerator : numerator;
  const q = (abs * 2n + denominator) / (2n * denominator);
  return negative ? -q : q;
}

/** Tenths of a unit in a decimal text ("123.4" → 1234n), rounded half away from zero past one decimal. */
export function tenthsOf(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  const hundredths = BigInt(whole || '0') * 100n + BigInt(fraction.slice(0, 2).padEnd(2, '0'));
  return divideRounded(hundredths, 10n);
}

/** "123.4" from tenths. */
export function tenthsText(tenths: bigint): string {
  return `${tenths / 10n}.${tenths % 10n}`;
}

/** Thousandths of a decimal text with up to three decimals ("0.636" → 636n). */
export function thousandthsOf(value: string): bigint {
  const [whole, fraction = ''] = value.split('.');
  return BigInt(whole || '0') * 1000n + BigInt(fraction.slice(0, 3).padEnd(3, '0'));
}

/**
 * Transport of a training: the one-way distance driven twice per round trip, at the vehicle
 * category's allowance per km. Tenths of km × thousandths of € = 1/10 000 €, rounded once to the cent.
 */
export function transportCents(oneWayTenthsKm: bigint, roundTrips: number, indemnityPerKm: string): bigint {
  const units = oneWayTenthsKm * 2n * BigInt(Math.max(1, roundTrips)) * thousandthsOf(indemnityPerKm);
  return divideRounded(units, 100n);
}

export interface ExpenseLines {
  transport: bigint;
  evening_meals: bigint;
  accommodation: bigint;
  other: bigint;
  toll_parking: bigint;
  public_transport: bigint;
}

/** The computed total: the sum of the lines (each already in cents, so the sum is exact). */
export function totalCents(lines: ExpenseLines): bigint {
  return lines.transport + lines.evening_meals + lines.accommodation + lines.other + lines.toll_parking + lines.public_transport;
}

/** The amount to pay: a forced total above 0 overrides the computed total. */
export function amountDue(totalForced: bigint, total: bigint): bigint {
  return totalForced > 0n ? totalForced : total;
}
