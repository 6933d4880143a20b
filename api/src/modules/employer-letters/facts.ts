/**
 * What the letters to the employer state, computed from the leave's rule and the training's dates:
 * the notice deadline (the first day less the notice days: 30, or 15 for a councillor's absence shorter
 * than 3 consecutive working days), the half-days with their hours, and the wording of each leave
 * (a request for a leave the employer authorises, or the information of an employer who must let
 * a councillor go).
 */
import { leaveRule, noticeDays, type LeaveKind, type LeaveRule } from '../../contract/constants/leave-rules';
import { parisWallClock } from '../../contract/constants/institute';
import { MORNING_CUTOFF_HOUR } from '../../contract/constants/limits';
import { halfDaySlots, type HalfDaySlot } from '../../lib/half-days';
import { addDays, parisDay } from '../../lib/paris-time';

export interface LeaveFacts {
  rule: LeaveRule;
  /** Paris date of the first half-day. */
  firstDay: string;
  /** Days the training takes (distinct dates of its half-days). */
  workingDays: number;
  noticeDays: number;
  /** The last day the employer may receive the notice. */
  noticeDeadline: string;
}

export function leaveFacts(kind: LeaveKind, training: { start_date: Date; end_date: Date }): LeaveFacts {
  const rule = leaveRule(kind);
  const slots = halfDaySlots(training.start_date, training.end_date);
  const firstDay = slots[0]?.date ?? parisDay(training.start_date);
  const workingDays = new Set(slots.map((slot) => slot.date)).size;
  const days = noticeDays(rule, workingDays);
  return { rule, firstDay, workingDays, noticeDays: days, noticeDeadline: addDays(firstDay, -days) };
}

/* ---------- Hours of the half-days ---------- */

/** Minutes after midnight, Paris. */
const MORNING_END = 12 * 60 + 30;
const AFTERNOON_START = 14 * 60;
const DEFAULT_MORNING_START = 9 * 60;
const DEFAULT_AFTERNOON_END = 17 * 60;

export interface TimedHalfDay extends HalfDaySlot {
  /** Minutes after midnight (Paris) the half-day starts and ends. */
  from: number;
  to: number;
}

const minutesOf = (instant: Date) => {
  const w = parisWallClock(instant);
  return w.hour * 60 + w.minute;
};

/**
 * The hours of each half-day of a training: every day keeps the training's hours (its start time and
 * its end time), the morning until 12:30 and the afternoon from 14:00; a first day starting in the
 * afternoon starts at its time, a last day ending by 14:00 ends at its time.
 */
export function timedHalfDays(start: Date, end: Date): TimedHalfDay[] {
  const slots = halfDaySlots(start, end);
  const dayStart = minutesOf(start);
  const dayEnd = minutesOf(end);
  const first = slots[0]?.date;
  const last = slots.at(-1)?.date;
  return slots.map((slot) => {
    if (slot.halfDay === 'morning') {
      const from = dayStart < MORNING_END ? dayStart : DEFAULT_MORNING_START;
      const to = slot.date === last && dayEnd > from && dayEnd <= AFTERNOON_START ? Math.min(dayEnd, MORNING_END) : MORNING_END;
      return { ...slot, from, to };
    }
    const from = slot.date === first && dayStart >= MORNING_CUTOFF_HOUR * 60 ? dayStart : AFTERNOON_START;
    const to = dayEnd > from ? dayEnd : DEFAULT_AFTERNOON_END;
    return { ...slot, from, to };
  });
}

/** "9 h 00". */
export function clock(minutes: number): string {
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')}`;
}

/** "6 h 30", "3 h", "0 h". */
export function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? `${h} h` : `${h} h ${String(m).padStart(2, '0')}`;
}

export const minutesOfHalfDays = (halfDays: readonly TimedHalfDay[]) => halfDays.reduce((sum, h) => sum + (h.to - h.from), 0);

/** The half-days a trainee was present: signed or marked present; on paper, the planned ones less the absences. */
export function presentHalfDays(
  planned: readonly TimedHalfDay[],
  attendance: { present: readonly { date: string; half_day: string }[]; absent: readonly { date: string; half_day: string }[]; onPaper: boolean },
): TimedHalfDay[] {
  const key = (date: string, halfDay: string) => `${date} ${halfDay}`;
  if (attendance.onPaper) {
    const absent = new Set(attendance.absent.map((a) => key(a.date, a.half_day)));
    return planned.filter((slot) => !absent.has(key(slot.date, slot.halfDay)));
  }
  const present = new Set(attendance.present.map((p) => key(p.date, p.half_day)));
  return planned.filter((slot) => present.has(key(slot.date, slot.halfDay)));
}

/* ---------- Wording of each leave ---------- */

export interface LeaveWording {
  /** 'demande': the employer authorises the leave; 'information': the employer is told of an absence it must allow. */
  mode: 'demande' | 'information';
  /** The letter's subject line. */
  subject: string;
  /** The articles the request rests on, as written in the letter. */
  basis: string;
}

export const LEAVE_WORDING: Record<LeaveKind, LeaveWording> = {
  cfess: {
    mode: 'demande',
    subject: 'Demande d’autorisation d’absence au titre du congé de formation économique, sociale, environnementale et syndicale',
    basis: 'articles L. 2145-5 et suivants du code du travail',
  },
  cfess_responsable: {
    mode: 'demande',
    subject: 'Demande d’autorisation d’absence au titre du congé de formation économique, sociale, environnementale et syndicale',
    basis: 'articles L. 2145-1, L. 2145-5 et suivants du code du travail (durée portée à dix-huit jours, article L. 2145-7)',
  },
  conseiller_salarie: {
    mode: 'demande',
    subject: 'Demande d’autorisation d’absence pour la formation de conseiller du salarié',
    basis: 'article L. 1232-12 du code du travail, qui renvoie aux articles L. 2145-5 à L. 2145-10 et L. 2145-12',
  },
  cph_initiale: {
    mode: 'information',
    subject: 'Information de l’employeur : absence pour la formation initiale des conseillers prud’hommes',
    basis: 'articles L. 1442-2 et D. 1442-10-3 du code du travail',
  },
  cph_continue: {
    mode: 'information',
    subject: 'Information de l’employeur : absence pour la formation continue des conseillers prud’hommes',
    basis: 'articles L. 1442-2 et D. 1442-7 du code du travail',
  },
  defenseur_syndical: {
    mode: 'information',
    subject: 'Information de l’employeur : absence pour la formation des défenseurs syndicaux',
    basis: 'articles L. 1453-7 et D. 1453-2-8 du code du travail',
  },
};
