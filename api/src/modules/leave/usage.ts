/**
 * The training leave a trainee has used, counted from what happened: for each validated registration
 * entered with a leave, the half-days it takes. A training that has ended counts the half-days the
 * trainee was present (signed, or marked present by the staff); one kept on a paper sheet (no
 * signature and no mark for anyone) counts its half-days less the trainee's absences. A training not
 * yet ended counts its planned half-days. A half-day is 0.5 day.
 */
import { sql } from 'drizzle-orm';
import { checkCaps, leaveRule, type CapCheck, type CapPeriod, type LeaveKind, type LeaveRule } from '../../contract/constants/leave-rules';
import { REGISTRATION_STATUS, TRAINING_STATUS } from '../../contract/constants/statuses';
import type { Db } from '../../db/client';
import { halfDaySlots } from '../../lib/half-days';
import { queryRows } from '../../lib/sql';

type DbOrTx = Pick<Db, 'execute'>;

export interface LeaveUse {
  registrationId: number;
  trainingId: number;
  kind: LeaveKind;
  /** Paris dates of the half-days counted (a date twice for a whole day). */
  halfDays: string[];
  counted: 'present' | 'planned';
}

interface UseRow {
  registration_id: number;
  training_id: number;
  leave_kind: LeaveKind;
  start_date: Date | string;
  end_date: Date | string;
  ended: boolean;
  on_paper: boolean;
  present: { date: string; half_day: string }[] | null;
  absent: { date: string; half_day: string }[] | null;
}

/** The leave uses of a trainee (validated registrations with a leave; cancelled trainings left out). */
export async function leaveUses(db: DbOrTx, profileId: number, now: Date): Promise<LeaveUse[]> {
  const rows = await queryRows<UseRow>(
    db,
    sql`SELECT r.id AS registration_id, t.id AS training_id, r.leave_kind, t.start_date, t.end_date,
          t.end_date < ${now.toISOString()}::timestamptz AS ended,
          NOT EXISTS (SELECT 1 FROM attendance_signatures sg WHERE sg.training_id = t.id AND sg.signer = 'stagiaire')
            AND NOT EXISTS (SELECT 1 FROM attendance_marks m WHERE m.training_id = t.id) AS on_paper,
          (SELECT json_agg(json_build_object('date', p.d, 'half_day', p.h)) FROM (
             SELECT sg.sign_date::text AS d, sg.half_day AS h FROM attendance_signatures sg
              WHERE sg.training_id = t.id AND sg.profile_id = r.profile_id AND sg.signer = 'stagiaire'
             UNION
             SELECT m.mark_date::text, m.half_day FROM attendance_marks m
              WHERE m.training_id = t.id AND m.profile_id = r.profile_id) p) AS present,
          (SELECT json_agg(json_build_object('date', a.absence_date::text, 'half_day', a.half_day)) FROM absences a
            WHERE a.training_id = t.id AND a.profile_id = r.profile_id) AS absent
        FROM registrations r
        JOIN trainings t ON t.id = r.training_id
       WHERE r.profile_id = ${profileId}
         AND r.leave_kind IS NOT NULL
         AND r.registration_status_id = ${REGISTRATION_STATUS.valide}
         AND t.training_status_id <> ${TRAINING_STATUS.cancelled}
       ORDER BY t.start_date, r.id`,
  );
  return rows.map((row) => {
    const planned = halfDaySlots(row.start_date, row.end_date);
    const key = (date: string, halfDay: string) => `${date} ${halfDay}`;
    let counted: LeaveUse['counted'] = 'planned';
    let slots = planned;
    if (row.ended && row.on_paper) {
      const absent = new Set((row.absent ?? []).map((a) => key(a.date, a.half_day)));
      slots = planned.filter((slot) => !absent.has(key(slot.date, slot.halfDay)));
      counted = 'present';
    } else if (row.ended) {
      const present = new Set((row.present ?? []).map((p) => key(p.date, p.half_day)));
      slots = planned.filter((slot) => present.has(key(slot.date, slot.halfDay)));
      counted = 'present';
    }
    return {
      registrationId: row.registration_id,
      trainingId: row.training_id,
      kind: row.leave_kind,
      halfDays: slots.map((slot) => slot.date),
      counted,
    };
  });
}

/** The span of a cap around a Paris day: [from, to] as Paris dates, or null when it cannot be known. */
export function capSpan(period: CapPeriod, day: string, mandate: { start: string; end: string | null } | null): { from: string; to: string } | null {
  if (period.kind === 'annee_civile') return { from: `${day.slice(0, 4)}-01-01`, to: `${day.slice(0, 4)}-12-31` };
  if (!mandate) return null;
  if (period.kind === 'mandat') return { from: mandate.start, to: mandate.end ?? '9999-12-31' };
  // Consecutive periods of N years from the mandate's start: the one holding `day`.
  const startYear = Number(mandate.start.slice(0, 4));
  const rest = mandate.start.slice(4);
  let from = mandate.start;
  for (let year = startYear; `${year + period.years}${rest}` <= day; year += period.years) from = `${year + period.years}${rest}`;
  const to = `${Number(from.slice(0, 4)) + period.years}${rest}`;
  return { from, to: dayBefore(to) };
}

function dayBefore(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** Days of a kind counted in [from, to], a registration left out (the one being checked). */
export function daysUsed(uses: readonly LeaveUse[], kind: LeaveKind, span: { from: string; to: string }, except?: number): number {
  let halves = 0;
  for (const use of uses) {
    if (use.kind !== kind || use.registrationId === except) continue;
    halves += use.halfDays.filter((d) => d >= span.from && d <= span.to).length;
  }
  return halves / 2;
}

export interface LeaveCheck {
  rule: LeaveRule;
  caps: (CapCheck & { span: { from: string; to: string } | null })[];
  exceeded: boolean;
}

/**
 * A training's half-days checked against each cap of a leave: the days already used in the cap's span
 * around the training's first day (this registration left out), and what the training adds.
 */
export function checkTrainingLeave(
  kind: LeaveKind,
  uses: readonly LeaveUse[],
  training: { start: Date | string; end: Date | string },
  mandate: { start: string; end: string | null } | null,
  registrationId?: number,
): LeaveCheck {
  const rule = leaveRule(kind);
  const slots = halfDaySlots(training.start, training.end);
  const first = slots[0]?.date ?? '';
  const spans = rule.caps.map((cap) => capSpan(cap.period, first, mandate));
  const adding = spans.map((span) => (span ? slots.filter((s) => s.date >= span.from && s.date <= span.to).length / 2 : slots.length / 2));
  const used = spans.map((span) => (span ? daysUsed(uses, kind, span, registrationId) : 0));
  const caps = rule.caps.map((cap, i) => ({ ...checkCaps({ ...rule, caps: [cap] }, [used[i]], adding[i])[0], span: spans[i] }));
  return { rule, caps, exceeded: caps.some((c) => c.exceeded) };
}
