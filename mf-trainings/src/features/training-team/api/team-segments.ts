import type { StaffType } from '@irt/api/contract';

/** The URL segment of each list of the team: /trainings/{id}/teachers, /trainings/{id}/pedagogical-supervisors. */
export const TEAM_SEGMENTS: Record<StaffType, string> = {
  teachers: 'teachers',
  pedagogical_supervisors: 'pedagogical-supervisors',
};
