/** Conversions of database values to the JSON of the contract, shared by every module. */

/** ISO 8601 string of a timestamp read from either driver (a Date, or text inside JSON built by SQL). */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** numeric and bigint columns come back as strings; absent counts as 0. */
export function num(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
