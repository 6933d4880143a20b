import type { StaffType } from '@irt/api/contract';

/** The URL segment of each list of the team: /trainings/{id}/teachers, /trainings/{id}/pedagogical-supervisors. */
export const TEAM_SEGMENTS = {
  teachers: 'teachers',
  pedagogical_supervisors: 'pedagogical-supervisors',
} as const satisfies Record<StaffType, string>;
