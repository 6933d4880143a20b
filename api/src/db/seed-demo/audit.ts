/**
 * The demo's audit trail: a few weeks of what the trail records — the gestionnaire validating
 * registrations, the administrateur reading trainers' bank details and paying expenses — written in
 * the order they happened, so that the database's trigger chains them as it chains live events.
 * Deterministic: the rows chosen are the first by id, the times fixed offsets from `now`.
 */
import type { Dayjs } from 'dayjs';
import { and, asc, eq, gt, isNotNull, inArray } from 'drizzle-orm';
import { AUDIT_ACTIONS } from '../../contract/audit';
import { EXPENSE_STATUS, REGISTRATION_STATUS } from '../../contract/statuses';
import { addDays, parisDateTime, parisDay } from '../../lib/paris-time';
import type { Tx } from '../client';
import * as s from '../schema';
import { DEMO_ACCOUNTS } from './data';

const OFFICE_IP = '192.0.2.14';
const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

export async function seedAuditTrail(tx: Tx, now: Dayjs): Promise<number> {
  const accounts = await tx
    .select({ email: s.users.email, user_id: s.users.id, profile_id: s.profiles.id })
    .from(s.users)
    .leftJoin(s.profiles, eq(s.profiles.user_id, s.users.id))
    .where(inArray(s.users.email, [DEMO_ACCOUNTS.administrateur, DEMO_ACCOUNTS.gestionnaire]));
  const admin = accounts.find((a) => a.email === DEMO_ACCOUNTS.administrateur);
  const manager = accounts.find((a) => a.email === DEMO_ACCOUNTS.gestionnaire);
  if (!admin || !manager) return 0;

  const validated = await tx
    .select({ id: s.registrations.id })
    .from(s.registrations)
    .innerJoin(s.trainings, eq(s.trainings.id, s.registrations.training_id))
    .where(and(eq(s.registrations.registration_status_id, REGISTRATION_STATUS.valide), gt(s.trainings.start_date, now.toDate())))
    .orderBy(asc(s.registrations.id))
    .limit(6);
  const withBank = await tx.select({ id: s.profiles.id }).from(s.profiles).where(isNotNull(s.profiles.iban)).orderBy(asc(s.profiles.id)).limit(3);
  const paid = await tx
    .select({ id: s.trainingExpenses.id })
    .from(s.trainingExpenses)
    .where(eq(s.trainingExpenses.training_expense_status_id, EXPENSE_STATUS.paymentIssued))
    .orderBy(asc(s.trainingExpenses.id))
    .limit(3);

  const by = (who: typeof admin) => ({ actor_user_id: who.user_id, actor_profile_id: who.profile_id, ip: OFFICE_IP, user_agent: BROWSER });
  const events = [
    ...validated.map((r) => ({
      ...by(manager),
      actor_role: 'gestionnaire',
      action: AUDIT_ACTIONS.registrationStatus,
      object_type: 'inscription',
      object_id: r.id,
      from_value: String(REGISTRATION_STATUS.preinscription),
      to_value: String(REGISTRATION_STATUS.valide),
    })),
    ...withBank.map((p) => ({ ...by(admin), actor_role: 'administrateur', action: AUDIT_ACTIONS.bankDetailsRead, object_type: 'profil', object_id: p.id, from_value: null, to_value: null })),
    ...paid.map((e) => ({
      ...by(admin),
      actor_role: 'administrateur',
      action: AUDIT_ACTIONS.expenseStatus,
      object_type: 'defraiement',
      object_id: e.id,
      from_value: String(EXPENSE_STATUS.toPay),
      to_value: String(EXPENSE_STATUS.paymentIssued),
    })),
  ];
  if (events.length === 0) return 0;
  // One event a day before today, oldest first, at 09:12 or 14:12 Paris time in turn.
  const today = parisDay(now.toDate());
  await tx
    .insert(s.auditEvents)
    .values(events.map((e, i) => ({ ...e, created_at: parisDateTime(addDays(today, i - events.length), i % 2 === 0 ? 9 : 14, 12) })));
  return events.length;
}
