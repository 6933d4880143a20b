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
import { preparedStatement } from '../../lib/prepared';

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

/** A mandate the trainee holds (valid, not removed, mandate still in the reference list), with its span. */
export interface HeldMandate {
  mandate_id: number;
  created_at: Date;
  end_date: string | null;
}

/** What a leave is checked against: the trainee's uses and the mandates they hold. */
export interface LeaveFacts {
  uses: LeaveUse[];
  mandates: HeldMandate[];
}

interface FactsRow {
  profile_id: number;
  uses: UseRow[];
  mandates: { mandate_id: number; created_at: string; end_date: string | null }[];
}

/**
 * For each profile asked, in one statement: its leave uses (validated registrations with a leave, cancelled
 * trainings left out; the training's dates, whether it has ended or was kept on paper — no signature and no
 * mark — and the half-days present and absent) and its mandates held.
 */
const selectFacts = preparedStatement('leave_facts_of_profiles', (db, name) =>
  db
    .select({
      profile_id: sql<number>`asked.id`,
      uses: sql<UseRow[]>`COALESCE((SELECT json_agg(json_build_object(
          'registration_id', r.id, 'training_id', t.id, 'leave_kind', r.leave_kind, 'start_date', t.start_date, 'end_date', t.end_date,
          'ended', t.end_date < ${sql.placeholder('now')}::timestamptz,
          'on_paper', NOT EXISTS (SELECT 1 FROM attendance_signatures sg WHERE sg.training_id = t.id AND sg.signer = 'stagiaire')
            AND NOT EXISTS (SELECT 1 FROM attendance_marks m WHERE m.training_id = t.id),
          'present', (SELECT json_agg(json_build_object('date', p.d, 'half_day', p.h)) FROM (
             SELECT sg.sign_date::text AS d, sg.half_day AS h FROM attendance_signatures sg
              WHERE sg.training_id = t.id AND sg.profile_id = r.profile_id AND sg.signer = 'stagiaire'
             UNION
             SELECT m.mark_date::text, m.half_day FROM attendance_marks m
              WHERE m.training_id = t.id AND m.profile_id = r.profile_id) p),
          'absent', (SELECT json_agg(json_build_object('date', a.absence_date::text, 'half_day', a.half_day)) FROM absences a
            WHERE a.training_id = t.id AND a.profile_id = r.profile_id)) ORDER BY t.start_date, r.id)
        FROM registrations r JOIN trainings t ON t.id = r.training_id
       WHERE r.profile_id = asked.id AND r.leave_kind IS NOT NULL
         AND r.registration_status_id = ${REGISTRATION_STATUS.valide} AND t.training_status_id <> ${TRAINING_STATUS.cancelled}), '[]'::json)`,
      mandates: sql<FactsRow['mandates']>`COALESCE((SELECT json_agg(json_build_object('mandate_id', pm.mandate_id, 'created_at', pm.created_at, 'end_date', pm.end_date) ORDER BY pm.id)
        FROM profile_mandates pm JOIN mandates md ON md.id = pm.mandate_id
       WHERE pm.profile_id = asked.id AND pm.is_valid AND pm.deleted_at IS NULL AND md.deleted_at IS NULL), '[]'::json)`,
    })
    .from(sql`unnest(${sql.placeholder('profileIds')}::int[]) AS asked(id)`)
    .prepare(name),
);

/** The leave facts of several trainees in one statement, by profile (every profile asked is there). */
export async function leaveFactsOf(db: Db, profileIds: readonly number[], now: Date): Promise<Map<number, LeaveFacts>> {
  const byProfile = new Map<number, LeaveFacts>();
  if (profileIds.length === 0) return byProfile;
  const rows: FactsRow[] = await selectFacts(db).execute({ profileIds: [...new Set(profileIds)], now: now.toISOString() });
  for (const row of rows) {
    byProfile.set(row.profile_id, {
      uses: row.uses.map(useOf),
      mandates: row.mandates.map((m) => ({ mandate_id: m.mandate_id, created_at: new Date(m.created_at), end_date: m.end_date })),
    });
  }
  return byProfile;
}

/** The leave facts of one trainee. */
export async function leaveFacts(db: Db, profileId: number, now: Date): Promise<LeaveFacts> {
  return (await leaveFactsOf(db, [profileId], now)).get(profileId) ?? { uses: [], mandates: [] };
}

/** The leave uses of a trainee (validated registrations with a leave; cancelled trainings left out). */
export async function leaveUses(db: Db, profileId: number, now: Date): Promise<LeaveUse[]> {
  return (await leaveFacts(db, profileId, now)).uses;
}

const slotKey = (date: string, halfDay: string) => `${date} ${halfDay}`;

/** A use's half-days: those present once the training has ended (those not absent when kept on paper), else those planned. */
function useOf(row: UseRow): LeaveUse {
  const planned = halfDaySlots(row.start_date, row.end_date);
  let counted: LeaveUse['counted'] = 'planned';
  let slots = planned;
  if (row.ended && row.on_paper) {
    const absent = new Set((row.absent ?? []).map((a) => slotKey(a.date, a.half_day)));
    slots = planned.filter((slot) => !absent.has(slotKey(slot.date, slot.halfDay)));
    counted = 'present';
  } else if (row.ended) {
    const present = new Set((row.present ?? []).map((p) => slotKey(p.date, p.half_day)));
    slots = planned.filter((slot) => present.has(slotKey(slot.date, slot.halfDay)));
    counted = 'present';
  }
  return { registrationId: row.registration_id, trainingId: row.training_id, kind: row.leave_kind, halfDays: slots.map((slot) => slot.date), counted };
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
