/** Colour thresholds of the profile-completion bar: 20 and 100. */
export const COMPLETION_LOW_THRESHOLD = 20;
export const COMPLETION_FULL = 100;

export type CompletionLevel = 'low' | 'partial' | 'complete';

/** Red under 20 %, indigo from 20 % to under 100 %, green at 100 %. */
export function completionLevel(percent: number): CompletionLevel {
  if (percent >= COMPLETION_FULL) return 'complete';
  if (percent >= COMPLETION_LOW_THRESHOLD) return 'partial';
  return 'low';
}

/** Bar colours: red, indigo and green dark enough to read against the light track. */
export const COMPLETION_COLORS: Record<CompletionLevel, string> = {
  low: '#c62828',
  partial: '#3f51b5',
  complete: '#2e7d32',
};

/** A percentage from the API, clamped to 0–100 and rounded for display. */
export function normaliseCompletion(value: number | string | null | undefined): number {
  const percent = Number(value ?? 0);
  if (!Number.isFinite(percent)) return 0;
  return Math.round(Math.min(100, Math.max(0, percent)));
}
