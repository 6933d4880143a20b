/** The month grid of the calendar: 6 weeks starting on Monday. */

export const GRID_DAYS = 42;

/** French names of the days of the week, Monday first. */
export const WEEK_DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;

export interface CalendarMonth {
  /** 1 to 12. */
  month: number;
  year: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of a local date. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The 42 local dates shown for the month, from the Monday on or before its 1st. */
export function monthGrid({ month, year }: CalendarMonth): Date[] {
  const first = new Date(year, month - 1, 1);
  const back = (first.getDay() + 6) % 7; // Monday 0 … Sunday 6
  return Array.from({ length: GRID_DAYS }, (_, index) => new Date(year, month - 1, 1 - back + index));
}

/** The month `delta` months away. */
export function shiftMonth({ month, year }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { month: (index % 12) + 1, year: Math.floor(index / 12) };
}


/** Value of the `mois` query parameter: 'YYYY-MM'. */
export function monthParam({ month, year }: CalendarMonth): string {
  return `${year}-${pad(month)}`;
}

/** The month named by the address bar ('YYYY-MM', years the API accepts), or null. */
export function parseMonthParam(value: string | null): CalendarMonth | null {
  const match = /^(\d{4})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 && year >= 2000 && year <= 2100 ? { month, year } : null;
}
