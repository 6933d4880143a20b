/** The colour bands of a score out of 10: 0–2, >2–4, >4–6, >6–8, >8–10. */

export interface ScoreBand {
  /** Upper bound, included; the lower bound is the previous band's, excluded. */
  max: number;
  /** Background and text colours of the score (contrast above 4.5:1). */
  background: string;
  color: string;
  label: string;
}

export const SCORE_BANDS: readonly ScoreBand[] = [
  { max: 2, background: '#c62828', color: '#ffffff', label: 'très insuffisant' },
  { max: 4, background: '#b45309', color: '#ffffff', label: 'insuffisant' },
  { max: 6, background: '#ffd54f', color: '#3e2723', label: 'moyen' },
  { max: 8, background: '#9ccc65', color: '#1b3d0a', label: 'bon' },
  { max: 10, background: '#2e7d32', color: '#ffffff', label: 'très bon' },
];

export function scoreBand(score: number): ScoreBand {
  return SCORE_BANDS.find((band) => score <= band.max) ?? SCORE_BANDS[SCORE_BANDS.length - 1];
}

