import { formatDay } from '@irt/shared-ui/formatters';
import type { ProfileUnion } from '@irt/api/contract';

export interface UnionState {
  label: string;
  color: 'success' | 'error' | 'default';
}

/**
 * Valid with a start date = selected (in progress); valid without start date = error
 * badge; otherwise ended.
 */
export function unionState(union: Pick<ProfileUnion, 'is_valid' | 'start_date' | 'in_progress'>): UnionState {
  if (union.is_valid && !union.start_date) return { label: 'Date de début manquante', color: 'error' };
  if (union.in_progress) return { label: 'En cours', color: 'success' };
  return { label: 'Terminé', color: 'default' };
}

/** 'Depuis le 3 mars 2024', 'Du 3 mars 2020 au 1 juin 2023'. */
export function unionPeriod(union: Pick<ProfileUnion, 'start_date' | 'end_date'>): string | null {
  if (union.start_date && union.end_date) return `Du ${formatDay(union.start_date)} au ${formatDay(union.end_date)}`;
  if (union.start_date) return `Depuis le ${formatDay(union.start_date)}`;
  if (union.end_date) return `Jusqu'au ${formatDay(union.end_date)}`;
  return null;
}
