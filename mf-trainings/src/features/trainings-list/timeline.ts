/** The four filters of the trainings list, as the address bar and the API name them. */
import type { TrainingTimeline } from '@irt/api/contract';

export type TrainingFilter = TrainingTimeline | 'all';

export interface TrainingFilterOption {
  value: TrainingFilter;
  label: string;
  /** Value of the `filtre` query parameter (absent for 'Tout'). */
  slug: string | null;
}

export const TRAINING_FILTERS: readonly TrainingFilterOption[] = [
  { value: 'all', label: 'Tout', slug: null },
  { value: 'past', label: 'Passées', slug: 'passees' },
  { value: 'ongoing', label: 'En cours', slug: 'en-cours' },
  { value: 'upcoming', label: 'A venir', slug: 'a-venir' },
];

/** The filter named by the address bar; 'Tout' for anything else. */
export function filterFromSlug(slug: string | null): TrainingFilter {
  return TRAINING_FILTERS.find((option) => option.slug !== null && option.slug === slug)?.value ?? 'all';
}

export function slugOfFilter(filter: TrainingFilter): string | null {
  return TRAINING_FILTERS.find((option) => option.value === filter)?.slug ?? null;
}
