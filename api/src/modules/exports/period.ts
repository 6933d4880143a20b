/**
 * The period of an export: two Paris calendar days, both included, checked with the export dialog's
 * own French messages.
 */
import type { ExportPeriodQuery } from '../../contract/exports';
import { HttpError } from '../../lib/errors';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import { PERIOD_MESSAGES } from '../../contract/exports';

export interface ExportPeriod {
  /** 'YYYY-MM-DD', as asked. */
  startDay: string;
  endDay: string;
  /** From 00:00 of the first day to 00:00 after the last one, Paris time. */
  from: Date;
  to: Date;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDay(value: string): boolean {
  const m = DAY.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1900 || year > 2200) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The period of the query, or a French 400 naming the fields. */
export function exportPeriod(query: ExportPeriodQuery): ExportPeriod {
  const start = query.start_date?.trim() ?? '';
  const end = query.end_date?.trim() ?? '';
  if (!start || !end) {
    const errors: Record<string, string[]> = {};
    if (!start) errors.start_date = [PERIOD_MESSAGES.missing];
    if (!end) errors.end_date = [PERIOD_MESSAGES.missing];
    throw new HttpError(400, PERIOD_MESSAGES.missing, errors);
  }
  const wrong = [start, end].some((d) => !isCalendarDay(d));
  if (wrong) {
    const errors: Record<string, string[]> = {};
    if (!isCalendarDay(start)) errors.start_date = [PERIOD_MESSAGES.invalid];
    if (!isCalendarDay(end)) errors.end_date = [PERIOD_MESSAGES.invalid];
    throw new HttpError(400, PERIOD_MESSAGES.invalid, errors);
  }
  if (start > end) throw new HttpError(400, PERIOD_MESSAGES.order, { start_date: [PERIOD_MESSAGES.order] });
  return { startDay: start, endDay: end, from: parisDateTime(start, 0), to: parisDateTime(addDays(end, 1), 0) };
}

/** "formations_cph_2026-11-26.xlsx": export file names carry today's date (Paris). */
export function exportFileName(stem: string, extension: 'xlsx' | 'pdf', now = new Date()): string {
  return `${stem}_${parisDay(now)}.${extension}`;
}
