/**
 * The institute's clock: parisWallClock reads each UTC hour's offset from Intl once and shifts instants by
 * it. Its readings must be Intl's, to the second, around every change of time and anywhere else.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { parisWallClock } from '../../src/contract/constants/institute';

const intl = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Intl's reading, written as 'yyyy-mm-dd hh:mm:ss'. */
const expected = (instant: number) => {
  const p = Object.fromEntries(intl.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
};
const read = (instant: number) => {
  const w = parisWallClock(instant);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
};

describe('the Paris clock', () => {
  test('reads as Intl does, second by second around the changes of time of 2026 and 2027', () => {
    // Last Sundays of March and October, 01:00 UTC: an hour either side, every 7 seconds and 1 ms around the change.
    for (const change of ['2026-03-29T01:00:00Z', '2026-10-25T01:00:00Z', '2027-03-28T01:00:00Z', '2027-10-31T01:00:00Z']) {
      const at = Date.parse(change);
      for (let t = at - 3_600_000; t <= at + 3_600_000; t += 7_000) assert.equal(read(t), expected(t), new Date(t).toISOString());
      for (const t of [at - 1, at, at + 1]) assert.equal(read(t), expected(t), new Date(t).toISOString());
    }
  });

  test('reads as Intl does at random instants from 1900 to 2200, Date or number', () => {
    let seed = 20261207;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const from = Date.parse('1900-01-01T00:00:00Z');
    const to = Date.parse('2200-01-01T00:00:00Z');
    for (let i = 0; i < 20_000; i += 1) {
      const t = Math.floor(from + next() * (to - from));
      assert.equal(read(t), expected(t), new Date(t).toISOString());
      assert.deepEqual(parisWallClock(new Date(t)), parisWallClock(t));
    }
  });

  test('an invalid date is refused as Intl refuses it', () => {
    assert.throws(() => parisWallClock(new Date('pas une date')), RangeError);
    assert.throws(() => parisWallClock(Number.NaN), RangeError);
  });
});
