import { parisCalendarDays, parisDay, parisFields } from './paris-time';

const clock = (value: Parameters<typeof parisFields>[0]) => {
  const f = parisFields(value);
  return f && `${parisDay(value)} ${String(f.hour).padStart(2, '0')}:${String(f.minute).padStart(2, '0')}`;
};

// Jest runs these with the device far from Paris (TZ in jest.config.cjs): the answers must not move.
describe('the institute clock (Europe/Paris)', () => {
  it('reads instants at Paris time, summer and winter', () => {
    expect(clock('2026-01-15T08:00:00Z')).toBe('2026-01-15 09:00');
    expect(clock('2026-07-15T08:00:00Z')).toBe('2026-07-15 10:00');
    // The night summer time ends (25 October 2026): 02:30 comes twice, an hour apart.
    expect(clock(Date.UTC(2026, 9, 25, 0, 30))).toBe('2026-10-25 02:30');
    expect(clock(Date.UTC(2026, 9, 25, 1, 30))).toBe('2026-10-25 02:30');
  });

  it('takes zoneless strings as Paris dates', () => {
    expect(parisDay('2026-03-02')).toBe('2026-03-02');
    expect(clock('2026-03-02T09:30')).toBe('2026-03-02 09:30');
    // As before: a day past the month's end carries over.
    expect(parisDay('2026-02-30')).toBe('2026-03-02');
    expect(parisFields('2026-03-02')?.weekday).toBe(1);
    expect(parisDay('pas une date')).toBe('');
    expect(parisFields(new Date(Number.NaN))).toBeNull();
    expect(parisCalendarDays('pas une date', '2026-03-02')).toBeNaN();
  });

  it('counts calendar days in Paris', () => {
    // 23:30 UTC on the 1st is already the 2nd in Paris.
    expect(parisCalendarDays('2026-03-01T12:00:00Z', '2026-03-01T23:30:00Z')).toBe(1);
    expect(parisCalendarDays('2026-03-02T06:00:00Z', '2026-03-09T07:00:00Z')).toBe(7);
  });
});
