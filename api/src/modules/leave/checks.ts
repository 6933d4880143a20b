/** The leaves a trainee may come on for a training, each checked against its caps and with its notice. */
import { leaveRule, leavesOpenTo, noticeDays, type LeaveKind, type LeaveRule } from '../../contract/constants/leave-rules';
import type { LeaveCheckAnswer } from '../../contract/enrolment';
import type { Db } from '../../db/client';
import { halfDaySlots } from '../../lib/half-days';
import { addDays, parisDay } from '../../lib/paris-time';
import { checkTrainingLeave, leaveFactsOf, leaveUses, type HeldMandate, type LeaveUse } from './usage';

/** The mandate held that a leave needs: null for a leave open to anyone, undefined when not held. */
export function mandateOfLeave<M extends HeldMandate>(kind: LeaveKind, mandates: readonly M[]): M | null | undefined {
  const { mandateId } = leaveRule(kind);
  return mandateId === null ? null : mandates.find((m) => m.mandate_id === mandateId);
}

/** The span of the mandate a leave is taken for: from its declaration in the profile (the portal knows no earlier date). */
export function mandateSpan(held: HeldMandate | null | undefined): { start: string; end: string | null } | null {
  return held ? { start: parisDay(held.created_at), end: held.end_date } : null;
}

/**
 * The notice the employer must have before a training: its days (by the consecutive working days of the
 * training) and the last Paris day (yyyy-mm-dd) for the request to reach the employer.
 */
export function noticeOf(rule: LeaveRule, training: { start: Date; end: Date }): { days: number; deadline: string } {
  const slots = halfDaySlots(training.start, training.end);
  const firstDay = slots[0]?.date ?? parisDay(training.start);
  const days = noticeDays(rule, new Set(slots.map((slot) => slot.date)).size);
  return { days, deadline: addDays(firstDay, -days) };
}

/** One leave checked for a training: its caps (this registration left out) and its notice as of `asOf` (a Paris day). */
function checkOne(rule: LeaveRule, uses: readonly LeaveUse[], mandates: readonly HeldMandate[], training: { start: Date; end: Date }, asOf: string, registrationId?: number): LeaveCheckAnswer {
  const check = checkTrainingLeave(rule.kind, uses, training, mandateSpan(mandateOfLeave(rule.kind, mandates)), registrationId);
  const notice = noticeOf(rule, training);
  return {
    kind: rule.kind,
    label: rule.label,
    caps: check.caps.map((c) => ({ days: c.cap.days, period: c.cap.period.kind, article: c.cap.article, used: c.used, adding: c.adding, left: c.left, exceeded: c.exceeded })),
    exceeded: check.exceeded,
    notice_days: notice.days,
    notice_deadline: notice.deadline,
    notice_passed: asOf > notice.deadline,
  };
}

/** Every leave open to the trainee for a training, as the wizard offers them (the notice as of today). */
export async function leaveChecksFor(
  db: Db,
  profileId: number,
  mandates: readonly HeldMandate[],
  training: { start: Date; end: Date },
  now: Date,
  registrationId?: number,
): Promise<LeaveCheckAnswer[]> {
  const uses = await leaveUses(db, profileId, now);
  return leavesOpenTo(mandates.map((m) => m.mandate_id)).map((rule) => checkOne(rule, uses, mandates, training, parisDay(now), registrationId));
}

export interface RegistrationWithLeave {
  id: number;
  profile_id: number;
  leave_kind: LeaveKind;
  registered_at: Date;
}

/**
 * The leave of registrations made, as staff read them: each checked against its caps (the trainee's other
 * validated registrations in each span) and its notice as of the day it was made. One training, any number
 * of its registrations.
 */
export async function registrationLeaves(
  db: Db,
  registrations: readonly RegistrationWithLeave[],
  training: { start: Date; end: Date },
  now: Date,
): Promise<Map<number, LeaveCheckAnswer>> {
  const answers = new Map<number, LeaveCheckAnswer>();
  if (registrations.length === 0) return answers;
  const facts = await leaveFactsOf(db, registrations.map((r) => r.profile_id), now);
  for (const registration of registrations) {
    const { uses, mandates } = facts.get(registration.profile_id) ?? { uses: [], mandates: [] };
    answers.set(registration.id, checkOne(leaveRule(registration.leave_kind), uses, mandates, training, parisDay(registration.registered_at), registration.id));
  }
  return answers;
}
