/**
 * The two banners of the Équipe tab (spec 001 §2 'Team panel', spec 002 §4 'Teacher hours'), as tables:
 * the team timing banner (expected hours before the training, actual hours after it) and the
 * registration countdown alert (registration closes 7 days before the start).
 */
import type { TeamMember, TrainingDetail } from '@irt/api/contract';
import { parisCalendarDays } from '@irt/shared-ui/paris-time';
import { actualHoursEntered, expectedHoursEntered } from './hours';
import { REGISTRATION_CLOSES_DAYS_BEFORE_START } from '@irt/api/constants';

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

/** Registration closes this many days before the start. */
export const REGISTRATION_CLOSES_DAYS_BEFORE = REGISTRATION_CLOSES_DAYS_BEFORE_START;

const days = (count: number) => `${count} jour${count > 1 ? 's' : ''}`;

export interface CountdownRule {
  minDays: number;
  maxDays: number;
  severity: BannerSeverity;
  text: (daysBeforeStart: number) => string;
}

/** The countdown alert by calendar days before the start: over 15 info, 8 to 15 warning, 7 'close today', under 7 error. */
export const COUNTDOWN_RULES: readonly CountdownRule[] = [
  {
    minDays: 16,
    maxDays: Infinity,
    severity: 'info',
    text: (d) => `La formation commence dans ${days(d)} : les inscriptions fermeront dans ${days(d - REGISTRATION_CLOSES_DAYS_BEFORE)}.`,
  },
  {
    minDays: 8,
    maxDays: 15,
    severity: 'warning',
    text: (d) => `La formation commence dans ${days(d)} : les inscriptions ferment dans ${days(d - REGISTRATION_CLOSES_DAYS_BEFORE)}.`,
  },
  { minDays: 7, maxDays: 7, severity: 'error', text: () => "La formation commence dans 7 jours : les inscriptions ferment aujourd'hui." },
  { minDays: 1, maxDays: 6, severity: 'error', text: (d) => `La formation commence dans ${days(d)} : les inscriptions sont closes.` },
];

/** The countdown alert, or null once the training starts today or has started. */
export function registrationCountdown(moment: TrainingMoment): Banner | null {
  if (moment.phase !== 'before') return null;
  const rule = COUNTDOWN_RULES.find((r) => moment.days >= r.minDays && moment.days <= r.maxDays);
  return rule ? { severity: rule.severity, text: rule.text(moment.days) } : null;
}
