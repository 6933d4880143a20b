import { dayLabel, trainingDays } from './half-days';

describe('half-days of a training', () => {
  it('has both half-days on every day of a training from 9:00 to 16:30', () => {
    // 08:00 and 15:30 UTC in winter are 09:00 and 16:30 in Paris.
    expect(trainingDays('2026-01-12T08:00:00.000Z', '2026-01-13T15:30:00.000Z')).toEqual([
      { date: '2026-01-12', halfDays: ['morning', 'afternoon'] },
      { date: '2026-01-13', halfDays: ['morning', 'afternoon'] },
    ]);
  });

  it('has no morning on the first day when the training starts at or after 12:00 (Paris)', () => {
    expect(trainingDays('2026-06-01T10:00:00.000Z', '2026-06-02T15:00:00.000Z')[0]).toEqual({ date: '2026-06-01', halfDays: ['afternoon'] });
    expect(trainingDays('2026-06-01T09:59:00.000Z', '2026-06-02T15:00:00.000Z')[0].halfDays).toEqual(['morning', 'afternoon']);
  });

  it('has no afternoon on the last day when the training ends at or before 14:00 (Paris)', () => {
    expect(trainingDays('2026-06-01T07:00:00.000Z', '2026-06-02T12:00:00.000Z')[1]).toEqual({ date: '2026-06-02', halfDays: ['morning'] });
    expect(trainingDays('2026-06-01T07:00:00.000Z', '2026-06-02T12:01:00.000Z')[1].halfDays).toEqual(['morning', 'afternoon']);
  });

  it('names the days in French', () => {
    expect(dayLabel('2026-01-12')).toBe('lundi 12 janvier 2026');
  });
});
