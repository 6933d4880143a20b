/** What the trainee dashboard reads from the session (GET /api/user). */
import type { CurrentTraining } from '@irt/api/contract';
import type { CurrentTrainingSummary } from '../components/CurrentTrainingCard';

/** The user's current training as the summary card shows it, or null when there is none. */
export function currentTrainingSummary(training: CurrentTraining | null | undefined): CurrentTrainingSummary | null {
  if (!training) return null;
  return {
    id: training.id,
    title: training.title,
    start_date: training.start_date,
    end_date: training.end_date,
    category: training.category?.name ?? null,
    place: training.place,
  };
}
