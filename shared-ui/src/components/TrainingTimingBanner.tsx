/**
 * Where a training stands in time, and the banner of its Informations tab (starts today,
 * N days remain before the start, in progress, finished N days ago) — the same for staff and trainees.
 */
import Alert from '@mui/material/Alert';
import { parisCalendarDays } from '../paris-time';

export type TrainingTiming =
  | { kind: 'upcoming'; days: number }
  | { kind: 'today' }
  | { kind: 'ongoing' }
  | { kind: 'ended'; days: number };

export interface TrainingDates {
  start_date: string;
  end_date: string;
}

/** Days are counted on the institute's calendar (Paris), whatever the device's zone. */
export function trainingTiming(training: TrainingDates, now: Date = new Date()): TrainingTiming {
  const at = now.getTime();
  const start = new Date(training.start_date).getTime();
  const end = new Date(training.end_date).getTime();
  const untilStart = parisCalendarDays(now, training.start_date);
  if (untilStart > 0) return { kind: 'upcoming', days: untilStart };
  if (untilStart === 0 && at < start) return { kind: 'today' };
  if (at <= end) return { kind: 'ongoing' };
  return { kind: 'ended', days: Math.max(parisCalendarDays(training.end_date, now), 0) };
}

const plural = (count: number, word: string) => `${count} ${word}${count > 1 ? 's' : ''}`;

/** The sentence of the timing banner. */
export function timingText(timing: TrainingTiming): string {
  switch (timing.kind) {
    case 'upcoming':
      return `Il reste ${plural(timing.days, 'jour')} avant le début de la formation`;
    case 'today':
      return "La formation commence aujourd'hui";
    case 'ongoing':
      return 'La formation est en cours';
    case 'ended':
      return timing.days === 0 ? "La formation s'est terminée aujourd'hui" : `La formation est terminée depuis ${plural(timing.days, 'jour')}`;
  }
}

const SEVERITY: Record<TrainingTiming['kind'], 'info' | 'warning' | 'success'> = {
  upcoming: 'info',
  today: 'warning',
  ongoing: 'success',
  ended: 'info',
};

export function TrainingTimingBanner({ training, now }: { training: TrainingDates; now?: Date }) {
  const timing = trainingTiming(training, now);
  return (
    <Alert severity={SEVERITY[timing.kind]} sx={{ mb: 2 }}>
      {timingText(timing)}
    </Alert>
  );
}
