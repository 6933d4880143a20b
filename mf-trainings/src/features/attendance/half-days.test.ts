import { dayLabel, halfDayStarted, shortDayLabel } from './half-days';

describe('labels of the half-days of a training', () => {
  it('names the days in French', () => {
    expect(dayLabel('2026-01-12')).toBe('lundi 12 janvier 2026');
    expect(shortDayLabel('2026-01-12')).toBe('lun. 12/01');
  });
});

describe('halfDayStarted', () => {
  const training = { start_date: '2026-11-23T08:00:00.000Z' };
  // Paris is UTC+1 in November.
  it('starts a morning at midnight in Paris, never before the training, and an afternoon at 13:00', () => {
    expect(halfDayStarted(training, '2026-11-23', 'morning', new Date('2026-11-23T07:59:00Z'))).toBe(false);
    expect(halfDayStarted(training, '2026-11-23', 'morning', new Date('2026-11-23T08:00:00Z'))).toBe(true);
    expect(halfDayStarted(training, '2026-11-24', 'morning', new Date('2026-11-23T23:30:00Z'))).toBe(true);
    expect(halfDayStarted(training, '2026-11-24', 'afternoon', new Date('2026-11-24T11:59:00Z'))).toBe(false);
    expect(halfDayStarted(training, '2026-11-24', 'afternoon', new Date('2026-11-24T12:00:00Z'))).toBe(true);
  });
});
