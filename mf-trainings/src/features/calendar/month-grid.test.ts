import { isoDay, monthGrid, parseMonthParam, shiftMonth } from './month-grid';

describe('the month grid', () => {
  it('starts on the Monday on or before the 1st and shows 42 days', () => {
    // November 2026 begins on a Sunday: the grid starts on Monday 26 October.
    const november = monthGrid({ month: 11, year: 2026 });
    expect(november).toHaveLength(42);
    expect(isoDay(november[0])).toBe('2026-10-26');
    expect(isoDay(november[41])).toBe('2026-12-06');
    // June 2026 begins on a Monday: the grid starts on the 1st.
    expect(isoDay(monthGrid({ month: 6, year: 2026 })[0])).toBe('2026-06-01');
    // Every row runs Monday (1) to Sunday (0).
    expect(november.map((day) => day.getDay())).toEqual(Array.from({ length: 42 }, (_, index) => (index + 1) % 7));
  });

  it('moves across years and reads only valid months from the address', () => {
    expect(shiftMonth({ month: 1, year: 2027 }, -1)).toEqual({ month: 12, year: 2026 });
    expect(shiftMonth({ month: 12, year: 2026 }, 1)).toEqual({ month: 1, year: 2027 });
    expect(parseMonthParam('2026-03')).toEqual({ month: 3, year: 2026 });
    expect(parseMonthParam('2026-13')).toBeNull();
    expect(parseMonthParam('mars')).toBeNull();
    expect(parseMonthParam(null)).toBeNull();
  });
});
