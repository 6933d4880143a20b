/**
 * Dates of test data counted in the institute's days. The tests run with the device in another zone
 * (jest.config.cjs) and the portal counts days in Paris: a date made from the device's clock is a day off
 * in the hours when the two calendars differ (in the evening at the device's end). These count from
 * today in Paris, whatever the device's zone.
 */
import { parisDateOf } from '@irt/api/constants';

/** The Paris calendar date (`YYYY-MM-DD`) `days` days from today in Paris (negative: before). */
export function parisDayFromToday(days: number, now: Date = new Date()): string {
  const [year, month, day] = parisDateOf(now).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** A Paris wall-clock date-time (`YYYY-MM-DDTHH:mm:ss`, as the API sends a training's times) `days` days from today in Paris. */
export function parisDateTimeFromToday(days: number, time: string, now: Date = new Date()): string {
  return `${parisDayFromToday(days, now)}T${time}:00`;
}
