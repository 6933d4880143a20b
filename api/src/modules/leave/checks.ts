/** The leaves a trainee may come on for a training, each checked against its caps and with its notice. */
import { leaveRule, leavesOpenTo, noticeDays, type LeaveKind } from '../../contract/constants/leave-rules';
import type { LeaveCheckAnswer } from '../../contract/enrolment';
import type { Db } from '../../db/client';
import { halfDaySlots } from '../../lib/half-days';
import { addDays, parisDay } from '../../lib/paris-time';
import { checkTrainingLeave, leaveUses } from './usage';

interface HeldMandate {
  mandate_id: number;
  created_at: Date;
  end_date: string | null;
}

/** The mandate held that a leave needs: null for a leave open to anyone, undefined when not held. */
export function mandateOfLeave<M extends HeldMandate>(kind: LeaveKind, mandates: readonly M[]): M | null | undefined {
  const { mandateId } = leaveRule(kind);
  return mandateId === null ? null : mandates.find((m) => m.mandate_id === mandateId);
}

export async function leaveChecksFor(
  db: Pick<Db, 'execute'>,
  profileId: number,
  mandates: readonly HeldMandate[],
  training: { start: Date; end: Date },
  now: Date,
  registrationId?: number,
): Promise<LeaveCheckAnswer[]> {
  const uses = await leaveUses(db, profileId, now);
  const slots = halfDaySlots(training.start, training.end);
  const firstDay = slots[0]?.date ?? parisDay(training.start);
  const workingDays = new Set(slots.map((slot) => slot.date)).size;
  return leavesOpenTo(mandates.map((m) => m.mandate_id)).map((rule) => {
    const held = mandateOfLeave(rule.kind, mandates);
    // The mandate's span starts when it was declared in the profile (the portal knows no earlier date).
    const span = held ? { start: parisDay(held.created_at), end: held.end_date } : null;
    const check = checkTrainingLeave(rule.kind, uses, training, span, registrationId);
    const notice = noticeDays(rule, workingDays);
    return {
      kind: rule.kind,
      label: rule.label,
      caps: check.caps.map((c) => ({ days: c.cap.days, period: c.cap.period.kind, article: c.cap.article, used: c.used, adding: c.adding, left: c.left, exceeded: c.exceeded })),
      exceeded: check.exceeded,
      notice_days: notice,
      notice_deadline: addDays(firstDay, -notice),
    };
  });
}
