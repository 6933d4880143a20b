import { COMPLETION_COLORS, completionLevel, normaliseCompletion } from './profile-completion';

describe('profile-completion colour (thresholds 20 and 100)', () => {
  test.each([
    [0, 'low'],
    [19, 'low'],
    [19.9, 'low'],
    [20, 'partial'],
    [55, 'partial'],
    [99, 'partial'],
    [100, 'complete'],
  ] as const)('%s %% → %s', (percent, level) => {
    expect(completionLevel(percent)).toBe(level);
  });

  it('paints red, indigo and green', () => {
    expect(COMPLETION_COLORS).toEqual({ low: '#c62828', partial: '#3f51b5', complete: '#2e7d32' });
  });

  it('reads the API value as a percentage between 0 and 100', () => {
    expect(normaliseCompletion('42.6')).toBe(43);
    expect(normaliseCompletion(130)).toBe(100);
    expect(normaliseCompletion(null)).toBe(0);
    expect(normaliseCompletion('n/a')).toBe(0);
  });
});
