import { SCORE_BANDS, scoreBand } from './score-bands';

describe('score colour bands', () => {
  it('are the five bands of the spec, in order', () => {
    expect(SCORE_BANDS.map((band) => band.max)).toEqual([2, 4, 6, 8, 10]);
  });

  it.each([
    [0, 'très insuffisant'],
    [1, 'très insuffisant'],
    [2, 'très insuffisant'],
    [2.5, 'insuffisant'],
    [3, 'insuffisant'],
    [4, 'insuffisant'],
    [5, 'moyen'],
    [6, 'moyen'],
    [7, 'bon'],
    [8, 'bon'],
    [9, 'très bon'],
    [10, 'très bon'],
  ])('%p / 10 is %s', (score, label) => {
    expect(scoreBand(score).label).toBe(label);
  });

  it('gives each band its own colour', () => {
    expect(new Set(SCORE_BANDS.map((band) => band.background)).size).toBe(5);
  });
});
