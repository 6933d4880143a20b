import { dayLabel, shortDayLabel } from './half-days';

describe('labels of the half-days of a training', () => {
  it('names the days in French', () => {
    expect(dayLabel('2026-01-12')).toBe('lundi 12 janvier 2026');
    expect(shortDayLabel('2026-01-12')).toBe('lun. 12/01');
  });
});
