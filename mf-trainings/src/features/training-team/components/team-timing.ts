/**
 * The two banners of the Équipe tab, as tables:
 * the team timing banner (expected hours before the training, actual hours after it) and the
 * registration countdown alert (registration closes 7 days before the start, as the server counts it).
 */
import type { RegistrationWindow, TeamMember, TrainingDetail } from '@irt/api/contract';
import { parisCalendarDays } from '@irt/shared-ui/paris-time';
import { actualHoursEntered, expectedHoursEntered } from './hours';

export type BannerSeverity = 'success' | 'info' | 'warning' | 'error';

export interface Banner {
  severity: BannerSeverity;
  text: string;
}

/** Where the training stands: calendar days before its start, in progress, or calendar days since its end. */
export type TrainingMoment = { phase: 'before'; days: number } | { phase: 'during' } | { phase: 'after'; days: number };

/** Days are counted on the institute's calendar (Paris), whatever the device's zone. */
export function trainingMoment(training: Pick<TrainingDetail, 'start_date' | 'end_date'>, now: Date = new Date()): TrainingMoment {
  const at = now.getTime();
  if (at < new Date(training.start_date).getTime()) return { phase: 'before', days: parisCalendarDays(now, training.start_date) };
  if (at <= new Date(training.end_date).getTime()) return { phase: 'during' };
  return { phase: 'after', days: parisCalendarDays(training.end_date, now) };
}

export const TEAM_HOURS_TEXTS = {
  expectedEntered: 'Les heures prévisionnelles ont été saisies',
  expectedDue: 'Il est temps de saisir les heures prévisionnelles',
  expectedMissing: "Attention, certaines heures prévisionnelles n'ont pas été saisies",
  actualEntered: 'Les heures réalisées ont été saisies',
  actualMissing: 'Attention, les heures réalisées doivent être saisies',
} as const;

export interface TeamHoursRule {
  phase: TrainingMoment['phase'];
  /** Inclusive range of days (before the start or since the end); ignored while in progress. */
  minDays: number;
  maxDays: number;
  hours: 'expected' | 'actual';
  /** The banner when every member's hours of that kind are entered, and when some are missing (null: none). */
  entered: Banner | null;
  missing: Banner | null;
}

const expectedEntered: Banner = { severity: 'success', text: TEAM_HOURS_TEXTS.expectedEntered };

/** The team timing banner, first matching row wins. */
export const TEAM_HOURS_RULES: readonly TeamHoursRule[] = [
  { phase: 'before', minDays: 91, maxDays: Infinity, hours: 'expected', entered: expectedEntered, missing: null },
  { phase: 'before', minDays: 31, maxDays: 90, hours: 'expected', entered: expectedEntered, missing: { severity: 'info', text: TEAM_HOURS_TEXTS.expectedDue } },
  { phase: 'before', minDays: 0, maxDays: 30, hours: 'expected', entered: expectedEntered, missing: { severity: 'warning', text: TEAM_HOURS_TEXTS.expectedMissing } },
  { phase: 'during', minDays: 0, maxDays: Infinity, hours: 'expected', entered: expectedEntered, missing: { severity: 'warning', text: TEAM_HOURS_TEXTS.expectedMissing } },
  {
    phase: 'after',
    minDays: 0,
    maxDays: 10,
    hours: 'actual',
    entered: { severity: 'success', text: TEAM_HOURS_TEXTS.actualEntered },
    missing: { severity: 'warning', text: TEAM_HOURS_TEXTS.actualMissing },
  },
  {
    phase: 'after',
    minDays: 11,
    maxDays: Infinity,
    hours: 'actual',
    entered: { severity: 'success', text: TEAM_HOURS_TEXTS.actualEntered },
    missing: { severity: 'error', text: TEAM_HOURS_TEXTS.actualMissing },
  },
];

function ruleFor(moment: TrainingMoment): TeamHoursRule | undefined {
  return TEAM_HOURS_RULES.find(
    (rule) => rule.phase === moment.phase && (moment.phase === 'during' || (moment.days >= rule.minDays && moment.days <= rule.maxDays)),
  );
}

type HoursOfMember = Pick<TeamMember, 'expected_lecture_hours' | 'expected_tutorial_hours' | 'actual_lecture_hours' | 'actual_tutorial_hours'>;

/**
 * The team timing banner: the hours of the whole team (supervisors and teachers) count as entered
 * when the team has someone and everyone's hours of the kind the moment asks for are entered.
 */
export function teamHoursBanner(moment: TrainingMoment, team: readonly HoursOfMember[]): Banner | null {
  const rule = ruleFor(moment);
  if (!rule) return null;
  const enteredBy = rule.hours === 'expected' ? expectedHoursEntered : actualHoursEntered;
  const allEntered = team.length > 0 && team.every(enteredBy);
  return allEntered ? rule.entered : rule.missing;
}

const days = (count: number) => `${count} jour${count > 1 ? 's' : ''}`;

export interface CountdownRule {
  /** Inclusive range of the days left to the last day of registration (negative once it is past). */
  minDaysLeft: number;
  maxDaysLeft: number;
  severity: BannerSeverity;
  text: (daysBeforeStart: number, daysLeft: number) => string;
}

/**
 * The countdown alert by the days left to the last day of registration, as the server counts them
 * (`training.registration.days_left`: that day is 7 days before the start, in Paris days): 9 or more
 * info; 1 to 8 warning (the spec's warning window, 15 to 8 days before the start); the last day itself
 * 'close today'; after it 'closed', until the start day.
 */
export const COUNTDOWN_RULES: readonly CountdownRule[] = [
  {
    minDaysLeft: 9,
    maxDaysLeft: Infinity,
    severity: 'info',
    text: (d, left) => `La formation commence dans ${days(d)} : les inscriptions fermeront dans ${days(left)}.`,
  },
  {
    minDaysLeft: 1,
    maxDaysLeft: 8,
    severity: 'warning',
    text: (d, left) => `La formation commence dans ${days(d)} : les inscriptions ferment dans ${days(left)}.`,
  },
  { minDaysLeft: 0, maxDaysLeft: 0, severity: 'error', text: (d) => `La formation commence dans ${days(d)} : les inscriptions ferment aujourd'hui.` },
  { minDaysLeft: -Infinity, maxDaysLeft: -1, severity: 'error', text: (d) => `La formation commence dans ${days(d)} : les inscriptions sont closes.` },
];

/** The countdown alert, or null once the training starts today or has started. */
export function registrationCountdown(moment: TrainingMoment, registration: Pick<RegistrationWindow, 'days_left'>): Banner | null {
  if (moment.phase !== 'before' || moment.days < 1) return null;
  const left = registration.days_left;
  const rule = COUNTDOWN_RULES.find((r) => left >= r.minDaysLeft && left <= r.maxDaysLeft);
  return rule ? { severity: rule.severity, text: rule.text(moment.days, left) } : null;
}
