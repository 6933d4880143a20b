/** How the report shows hours (HETD = 1.5 × CM + TD, 2 decimals) and the team roles. */
import type { StaffRole } from '@irt/api/contract';

const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12,50', or '–' when nothing is entered. */
export function formatHours(value: number | null): string {
  return value === null ? '–' : twoDecimals.format(value);
}

/** What a row is in its training's team. */
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  pedagogical_supervisor: 'Responsable pédagogique',
  teacher: 'Formateur',
};
