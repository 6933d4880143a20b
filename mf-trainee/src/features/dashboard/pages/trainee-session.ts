/** What the trainee dashboard reads from the session (GET /api/user). */
import type { CurrentTraining, User } from '@irt/api/contract';
import type { CurrentTrainingSummary } from '../components/CurrentTrainingCard';

/** First name for the greeting: the first word of the user's full name ('Jean-Pierre Durand' → 'Jean-Pierre'). */
export function firstName(user: Pick<User, 'name' | 'username'> | null): string | null {
  const fullName = (user?.name || user?.username || '').trim();
  // An account created with its email as name has no first name to show.
  if (!fullName || fullName.includes('@')) return null;
  return fullName.split(/\s+/)[0] ?? null;
}

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
