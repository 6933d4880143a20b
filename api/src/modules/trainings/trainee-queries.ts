/**
 * SQL of the trainees of one training as staff manage them: the page of the 'Stagiaires' tab (with the
 * facts of the 'Gérer le statut' panel), the export, and the registration status writes.
 */
import { AUDIT_ACTIONS } from '../../contract/audit';
import { recordAudit } from '../audit';
import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { REGISTRATION_STATUS } from '../../contract/statuses';
import type { Db, DbOrTx } from '../../db/client';
import {
  companySizes,
  councils,
  councilSections,
  mandates,
  profileMandates,
  profiles,
  registrationMandates,
  registrations,
  seniorities,
  trainingDurations,
  users,
} from '../../db/schema';
import type { PageWindow } from '../../lib/paging';
import { preparedStatements } from '../../lib/prepared';
import { currentUnionOf } from '../people';

export interface TraineesFilter {
  trainingId: number;
  /** Only this registration status. */
  statusId?: number;
  /** Leave out pre-registrations (a responsable pédagogique never receives them). */
  hidePreRegistered: boolean;
}

/** The statement variants: with or without a status filter, with or without the pre-registrations. */
const VARIANTS = new Map([
  ['all', { byStatus: false, hidePreRegistered: false }],
  ['all_hide_pre', { byStatus: false, hidePreRegistered: true }],
  ['status', { byStatus: true, hidePreRegistered: false }],
  ['status_hide_pre', { byStatus: true, hidePreRegistered: true }],
] as const);
type VariantKey = typeof VARIANTS extends ReadonlyMap<infer K, unknown> ? K : never;
type Variant = typeof VARIANTS extends ReadonlyMap<string, infer V> ? V : never;

const variantOf = (filter: TraineesFilter): VariantKey =>
  `${filter.statusId === undefined ? 'all' : 'status'}${filter.hidePreRegistered ? '_hide_pre' : ''}`;

function traineesWhere(variant: Variant): SQL | undefined {
  return and(
    eq(registrations.training_id, sql.placeholder('trainingId')),
    variant.byStatus ? eq(registrations.registration_status_id, sql.placeholder('statusId')) : undefined,
    variant.hidePreRegistered ? ne(registrations.registration_status_id, REGISTRATION_STATUS.preinscription) : undefined,
  );
}

export interface TraineeMandateJson {
  id: number;
  name: string;
  council: string | null;
  council_section: string | null;
  used_in_training: boolean;
}

const selectTrainees = preparedStatements('training_trainees', VARIANTS, (db, variant, name) =>
  db
    .select({
      id: registrations.id,
      profile_id: profiles.id,
      name: users.name,
      email: users.email,
      is_active: profiles.is_active,
      phone: profiles.phone,
      zip_code: profiles.profile_zip_code,
      profile_picture: profiles.profile_picture,
      company_name: profiles.company_name,
      company_size_id: profiles.company_size_id,
      company_size_name: companySizes.name,
      registration_status_id: registrations.registration_status_id,
      refusal_reason: registrations.refusal_reason,
      council: councils.name,
      seniority: seniorities.name,
      training_duration: trainingDurations.name,
      reimbursed: registrations.reimbursed,
      needs_accommodation: registrations.needs_accommodation,
      leave_kind: registrations.leave_kind,
      convocation_sent_at: registrations.convocation_sent_at,
      certificate_sent_at: registrations.certificate_sent_at,
      registered_at: registrations.created_at,
      profile_created_at: profiles.created_at,
      union: currentUnionOf(profiles.id),
      mandates: sql<TraineeMandateJson[]>`COALESCE((SELECT json_agg(json_build_object('id', pm.id, 'name', m.name,
          'council', c.name, 'council_section', cs.name,
          'used_in_training', EXISTS (SELECT 1 FROM ${registrationMandates} rm
            WHERE rm.registration_id = ${registrations.id} AND rm.profile_mandate_id = pm.id)) ORDER BY m.name, pm.id)
        FROM ${profileMandates} pm JOIN ${mandates} m ON m.id = pm.mandate_id
        LEFT JOIN ${councils} c ON c.id = pm.council_id LEFT JOIN ${councilSections} cs ON cs.id = pm.council_section_id
        WHERE pm.profile_id = ${profiles.id} AND pm.is_valid AND pm.deleted_at IS NULL), '[]'::json)`,
    })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .leftJoin(companySizes, eq(companySizes.id, profiles.company_size_id))
    .leftJoin(councils, eq(councils.id, registrations.council_id))
    .leftJoin(seniorities, eq(seniorities.id, registrations.seniority_id))
    .leftJoin(trainingDurations, eq(trainingDurations.id, registrations.training_duration_id))
    .where(traineesWhere(variant))
    .orderBy(asc(users.name), asc(registrations.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const countStatement = preparedStatements('training_trainees_count', VARIANTS, (db, variant, name) =>
  db.select({ n: count() }).from(registrations).where(traineesWhere(variant)).prepare(name),
);

const parametersOf = (filter: TraineesFilter) => ({ trainingId: filter.trainingId, statusId: filter.statusId ?? 0 });

/** One page of the trainees of a training, by name. */
export function listTrainees(db: Db, filter: TraineesFilter, window: PageWindow) {
  return selectTrainees(db, variantOf(filter)).execute({ ...parametersOf(filter), limit: window.limit, offset: window.offset });
}

export type TraineeRecord = Awaited<ReturnType<typeof listTrainees>>[number];

export async function countTrainees(db: Db, filter: TraineesFilter): Promise<number> {
  const [row] = await countStatement(db, variantOf(filter)).execute(parametersOf(filter));
  return row?.n ?? 0;
}

/** The registration of a profile to a training, locked for the transaction, with the trainee's contact. */
export async function lockRegistration(tx: DbOrTx, trainingId: number, profileId: number) {
  const [row] = await tx
    .select({
      id: registrations.id,
      registration_status_id: registrations.registration_status_id,
      seat_offer_expires_at: registrations.seat_offer_expires_at,
      name: users.name,
      email: users.email,
    })
    .from(registrations)
    .innerJoin(profiles, eq(profiles.id, registrations.profile_id))
    .innerJoin(users, eq(users.id, profiles.user_id))
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.profile_id, profileId)))
    .for('update', { of: registrations });
  return row;
}

/** Validated registrations of a training (the seats taken). */
export async function countValidated(tx: DbOrTx, trainingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.registration_status_id, REGISTRATION_STATUS.valide)));
  return row?.n ?? 0;
}

export async function setRegistrationStatus(tx: DbOrTx, registrationId: number, statusId: number, refusalReason: string | null): Promise<void> {
  const [before] = await tx.select({ status: registrations.registration_status_id }).from(registrations).where(eq(registrations.id, registrationId));
  await tx
    .update(registrations)
    .set({ registration_status_id: statusId, refusal_reason: refusalReason, seat_offer_expires_at: null, updated_at: sql`now()` })
    .where(eq(registrations.id, registrationId));
  if (before && before.status !== statusId) {
    await recordAudit(tx, { action: AUDIT_ACTIONS.registrationStatus, objectType: 'inscription', objectId: registrationId, from: String(before.status), to: String(statusId) });
  }
}

/** The accommodation flag of a registration, or null when there is no registration. */
export async function registrationNeedsAccommodation(tx: DbOrTx, trainingId: number, profileId: number): Promise<boolean | null> {
  const [row] = await tx
    .select({ needs: registrations.needs_accommodation })
    .from(registrations)
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.profile_id, profileId)))
    .limit(1);
  return row ? row.needs : null;
}

export async function setReimbursement(
  tx: DbOrTx,
  trainingId: number,
  profileId: number,
  values: { reimbursed: boolean; needs_accommodation: boolean },
): Promise<boolean> {
  const rows = await tx
    .update(registrations)
    // The two answers of the form only: the status, dates and owner of the registration are not the form's.
    .set({ reimbursed: values.reimbursed, needs_accommodation: values.needs_accommodation, updated_at: sql`now()` })
    .where(and(eq(registrations.training_id, trainingId), eq(registrations.profile_id, profileId)))
    .returning({ id: registrations.id });
  return rows.length > 0;
}
