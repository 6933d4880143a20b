/**
 * Hours of a team member: HETD = 1.5 × lecture hours (CM) + tutorial
 * hours (TD), shown to 2 decimals; hours count as entered when both values are set and one is above 0.
 */
import type { TeamMember } from '@irt/api/contract';

export const HETD_LECTURE_FACTOR = 1.5;
export const HOURS_STEP = 0.25;

export function hetd(lecture: number | null, tutorial: number | null): number | null {
  if (lecture === null && tutorial === null) return null;
  return Math.round((HETD_LECTURE_FACTOR * (lecture ?? 0) + (tutorial ?? 0)) * 100) / 100;
}

const twoDecimals = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '12,50', or '–' when nothing is entered. */
export function formatHours(value: number | null): string {
  return value === null ? '–' : twoDecimals.format(value);
}

function entered(lecture: number | null, tutorial: number | null): boolean {
  return lecture !== null && tutorial !== null && (lecture > 0 || tutorial > 0);
}

export function expectedHoursEntered(member: Pick<TeamMember, 'expected_lecture_hours' | 'expected_tutorial_hours'>): boolean {
  return entered(member.expected_lecture_hours, member.expected_tutorial_hours);
}

export function actualHoursEntered(member: Pick<TeamMember, 'actual_lecture_hours' | 'actual_tutorial_hours'>): boolean {
  return entered(member.actual_lecture_hours, member.actual_tutorial_hours);
}

/** '4,00 CM · 3,50 TD · 9,50 HETD', or '–' while none is entered. */
export function hoursSummary(lecture: number | null, tutorial: number | null, total: number | null): string {
  return total === null ? '–' : `${formatHours(lecture)} CM · ${formatHours(tutorial)} TD · ${formatHours(total)} HETD`;
}
