/**
 * The leaves a trainee comes on, as data: for each, its caps, its notice to the employer, its minimum length
 * and the article of the Code du travail behind each figure. One table for the wizard, the staff's status
 * panel, the employer letters and the balances; docs/decisions.md ("Congés de formation") explains the
 * readings made where the law leaves room.
 *
 * Lengths are counted in training days: a half-day counts 0.5, and a week of absence 5 days (the
 * institute's sessions run Monday to Friday).
 */
import { MANDATE_IDS } from './reference-data';

export const LEAVE_KINDS = ['cfess', 'cfess_responsable', 'cph_initiale', 'cph_continue', 'conseiller_salarie', 'defenseur_syndical'] as const;
export type LeaveKind = (typeof LEAVE_KINDS)[number];

/** The span a cap is counted over. */
export type CapPeriod =
  /** A calendar year (1 January – 31 December, Paris). */
  | { kind: 'annee_civile' }
  /** The mandate the leave is taken for (from its start to its end). */
  | { kind: 'mandat' }
  /** Consecutive periods of N years from the mandate's start (list publication, declaration). */
  | { kind: 'periode_mandat'; years: number };

export interface LeaveCap {
  days: number;
  period: CapPeriod;
  article: string;
}

/**
 * Notice the employer must receive before the first day: `days`, or `longDays` when the absence lasts
 * `longFromWorkingDays` consecutive working days or more.
 */
export interface LeaveNotice {
  days: number;
  longDays?: number;
  longFromWorkingDays?: number;
  article: string;
}

export interface LeaveRule {
  kind: LeaveKind;
  /** French name, as the wizard and the letters print it. */
  label: string;
  /** The mandate this leave is for (its id in the reference list of mandates), or null for any employee. */
  mandateId: number | null;
  caps: LeaveCap[];
  notice: LeaveNotice;
  /** Each leave lasts at least a half-day. */
  minimumHalfDays: number | null;
  minimumArticle: string | null;
  /** Pay maintained by the employer during the leave. */
  payArticle: string;
  /** The attendance certificate the training body hands the trainee for the employer. */
  certificateArticle: string;
}

const WEEK = 5;

export const LEAVE_RULES: readonly LeaveRule[] = [
  {
    kind: 'cfess',
    label: 'Congé de formation économique, sociale, environnementale et syndicale',
    mandateId: null,
    caps: [{ days: 12, period: { kind: 'annee_civile' }, article: 'L. 2145-7' }],
    notice: { days: 30, article: 'R. 2145-4' },
    minimumHalfDays: 1,
    minimumArticle: 'L. 2145-7',
    payArticle: 'L. 2145-6',
    certificateArticle: 'R. 2145-6',
  },
  {
    kind: 'cfess_responsable',
    label: 'Congé de formation économique, sociale, environnementale et syndicale (animateur ou responsable syndical)',
    mandateId: null,
    // 18 days for the leaders of sessions (L. 2145-7) and for employees called to union functions (L. 2145-1).
    caps: [{ days: 18, period: { kind: 'annee_civile' }, article: 'L. 2145-1, L. 2145-7' }],
    notice: { days: 30, article: 'R. 2145-4' },
    minimumHalfDays: 1,
    minimumArticle: 'L. 2145-7',
    payArticle: 'L. 2145-6',
    certificateArticle: 'R. 2145-6',
  },
  {
    kind: 'cph_initiale',
    label: 'Formation initiale des conseillers prud’hommes',
    mandateId: MANDATE_IDS.cph,
    caps: [{ days: 5, period: { kind: 'mandat' }, article: 'L. 1442-2' }],
    notice: { days: 15, longDays: 30, longFromWorkingDays: 3, article: 'D. 1442-10-3' },
    minimumHalfDays: null,
    minimumArticle: null,
    payArticle: 'L. 1442-6',
    certificateArticle: 'D. 1442-8',
  },
  {
    kind: 'cph_continue',
    label: 'Formation continue des conseillers prud’hommes',
    mandateId: MANDATE_IDS.cph,
    caps: [
      { days: 6 * WEEK, period: { kind: 'mandat' }, article: 'L. 1442-2' },
      { days: 2 * WEEK, period: { kind: 'annee_civile' }, article: 'D. 1442-7' },
    ],
    notice: { days: 15, longDays: 30, longFromWorkingDays: 3, article: 'D. 1442-7' },
    minimumHalfDays: null,
    minimumArticle: null,
    payArticle: 'L. 1442-6',
    certificateArticle: 'D. 1442-8',
  },
  {
    kind: 'conseiller_salarie',
    label: 'Formation des conseillers du salarié',
    mandateId: MANDATE_IDS.conseillerSalarie,
    caps: [{ days: 2 * WEEK, period: { kind: 'periode_mandat', years: 3 }, article: 'L. 1232-12' }],
    // L. 1232-12 applies the rules of the union training leave (L. 2145-5 to L. 2145-10 and L. 2145-12).
    notice: { days: 30, article: 'R. 2145-4' },
    minimumHalfDays: 1,
    minimumArticle: 'L. 2145-7',
    payArticle: 'L. 2145-6',
    certificateArticle: 'R. 2145-6',
  },
  {
    kind: 'defenseur_syndical',
    label: 'Formation des défenseurs syndicaux',
    mandateId: MANDATE_IDS.defenseurSyndical,
    caps: [{ days: 2 * WEEK, period: { kind: 'periode_mandat', years: 4 }, article: 'L. 1453-7' }],
    notice: { days: 15, longDays: 30, longFromWorkingDays: 3, article: 'D. 1453-2-8' },
    minimumHalfDays: null,
    minimumArticle: null,
    payArticle: 'L. 1453-7',
    certificateArticle: 'D. 1453-2-9',
  },
];

export function leaveRule(kind: LeaveKind): LeaveRule {
  const rule = LEAVE_RULES.find((r) => r.kind === kind);
  if (!rule) throw new Error(`Congé inconnu : ${kind}`);
  return rule;
}

/** Days of notice the employer must have for an absence of `workingDays` consecutive working days. */
export function noticeDays(rule: LeaveRule, workingDays: number): number {
  const { days, longDays, longFromWorkingDays } = rule.notice;
  return longDays !== undefined && longFromWorkingDays !== undefined && workingDays >= longFromWorkingDays ? longDays : days;
}

export interface CapCheck {
  cap: LeaveCap;
  /** Days already used (or planned) in the cap's period. */
  used: number;
  /** Days this training adds. */
  adding: number;
  /** Days left before it, never below 0. */
  left: number;
  exceeded: boolean;
}

/** Each cap of the rule checked against what is used in its period and what a training would add. */
export function checkCaps(rule: LeaveRule, usedByCap: readonly number[], adding: number): CapCheck[] {
  return rule.caps.map((cap, i) => {
    const used = usedByCap[i] ?? 0;
    return { cap, used, adding, left: Math.max(0, cap.days - used), exceeded: used + adding > cap.days };
  });
}

/** The leaves a trainee holding these mandates (reference ids) may come on: the union leave always. */
export function leavesOpenTo(mandateIds: readonly number[]): LeaveRule[] {
  return LEAVE_RULES.filter((rule) => rule.mandateId === null || mandateIds.includes(rule.mandateId));
}

export function isLeaveKind(value: unknown): value is LeaveKind {
  return typeof value === 'string' && (LEAVE_KINDS as readonly string[]).includes(value);
}
