/**
 * Shared "training → JSON" mapping: the single SQL query that lists trainings with their registration counters and alerts (one round trip per list,
 * counters computed for the rows of the page only).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Paged } from '../contract/common';
import { EXPENSE_STATUS, REGISTRATION_STATUS, TRAINING_STATUS, type TrainingStatusId } from '../contract/statuses';
import type { TrainingAlert, TrainingCounts, TrainingRow } from '../contract/trainings';
import type { Db } from '../db/client';
import { rawRows, toPaged, type PageRequest } from './pagination';

/* ---------- Small conversions ---------- */

/** ISO 8601 string of a timestamp read from either driver (Date object or text from JSON). */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** numeric/bigint columns come back as strings. */
export function num(value: string | number | null | undefined): number {
  return value === null || value === undefined ? 0 : Number(value);
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** URL under which the API serves a profile picture (null when the profile has none). */
export function profilePictureUrl(profileId: number, fileKey: string | null | undefined): string | null {
  return fileKey ? `/api/profiles/${profileId}/picture` : null;
}

export function inscriptionRate(registered: number, maxAttendees: number): number {
  return maxAttendees > 0 ? round2((registered / maxAttendees) * 100) : 0;
}

/* ---------- The training-row list query ---------- */

/** Raw row of the list query (snake_case columns, numbers possibly as strings). */
interface TrainingRowRecord {
  total: number | string;
  id: number | null;
  title: string;
  start_date: Date | string;
  end_date: Date | string;
  max_attendees: number;
  attendance_sheet_done: boolean;
  category_id: number;
  category_name: string;
  color: string;
  type_id: number;
  type_name: string;
  status_id: number;
  status_name: string;
  place_id: number | null;
  place_name: string | null;
  creator_id: number | null;
  creator_name: string | null;
  validated: number | string;
  confirmed: number | string;
  pre_registered: number | string;
  waiting: number | string;
  uncertified: number | string;
  expenses_to_handle: number | string;
  extra?: unknown;
}

export interface TrainingListOptions {
  /** Condition on the trainings, written against the alias `t`. */
  where: SQL;
  /** ORDER BY expression(s) against the alias `t`; an id tie-breaker is appended. */
  orderBy: SQL;
  /** Page to return; null returns every matching row (plain lists). */
  page: PageRequest | null;
  /** Optional extra column computed for each returned row, written against the alias `p` (page row). */
  extra?: SQL;
  now?: Date;
  /** Safety cap of a plain list. */
  maxRows?: number;
}

export function countsFrom(
  maxAttendees: number,
  record: Pick<TrainingRowRecord, 'validated' | 'confirmed' | 'pre_registered' | 'waiting'>,
): TrainingCounts {
  const registered = num(record.validated);
  return {
    max_attendees: maxAttendees,
    registered_count: registered,
    confirmed_count: num(record.confirmed),
    pre_registered_count: num(record.pre_registered),
    waiting_count: num(record.waiting),
    inscription_rate: inscriptionRate(registered, maxAttendees),
  };
}

function alertsFor(
  ended: boolean,
  counts: { pre: number; invitations: number; expenses: number; certificates: number },
): TrainingAlert[] {
  const alert = (kind: TrainingAlert['kind'], label: string, count: number): TrainingAlert => ({
    kind,
    label,
    count,
    status: count > 0 ? 'pending' : 'resolved',
  });
  const list: TrainingAlert[] = [];
  // Pre-registrations and convocations only matter before the end of the training.
  if (!ended) {
    list.push(alert('preinscriptions', 'Préinscriptions à traiter', counts.pre));
    list.push(alert('convocations', 'Convocations à envoyer', counts.invitations));
  } else {
    list.push(alert('certificates', 'Attestations de présence à envoyer', counts.certificates));
  }
  list.push(alert('expenses', 'Défraiements à traiter', counts.expenses));
  return list;
}

export function mapTrainingRow(record: TrainingRowRecord, now: Date): TrainingRow {
  const counts = countsFrom(record.max_attendees, record);
  const endDate = new Date(record.end_date);
  const ended = endDate.getTime() < now.getTime();
  const statusId = record.status_id;
  const invitations = Math.max(0, counts.registered_count - counts.confirmed_count);
  const attendanceDone =
    record.attendance_sheet_done &&
    (statusId === TRAINING_STATUS.toClose || statusId === TRAINING_STATUS.closed);
  const certificates = ended && attendanceDone ? num(record.uncertified) : 0;
  const expenses = num(record.expenses_to_handle);
  const alerts = alertsFor(ended, {
    pre: counts.pre_registered_count,
    invitations,
    expenses,
    certificates,
  });
  return {
    id: record.id as number,
    title: record.title,
    start_date: iso(record.start_date),
    end_date: endDate.toISOString(),
    place: record.place_id === null ? null : { id: record.place_id, name: record.place_name ?? '' },
    category: { id: record.category_id, name: record.category_name },
    type: { id: record.type_id, name: record.type_name },
    color: record.color,
    status: { id: statusId as TrainingStatusId, name: record.status_name },
    ...counts,
    invitationsTobeSent: invitations,
    registeredTrainees: counts.registered_count + counts.pre_registered_count + counts.waiting_count,
    expensesToHandle: expenses,
    presenceCertificates: certificates,
    alerts,
    totalAlerts: alerts.filter((a) => a.status === 'pending').length,
    createdBy: record.creator_id === null ? null : { id: record.creator_id, name: record.creator_name ?? '' },
  };
}

/**
 * Lists trainings as dashboard rows in one query: the page of matching trainings, the total, and
 * for those rows only the registration and expense aggregates.
 */
export async function listTrainingRows<E = never>(
  db: Pick<Db, 'execute'>,
  options: TrainingListOptions,
): Promise<{ rows: (TrainingRow & { extra: E })[]; total: number }> {
  const now = options.now ?? new Date();
  const limit = options.page ? options.page.perPage : (options.maxRows ?? 500);
  const offset = options.page ? options.page.offset : 0;
  const extra = options.extra ?? sql`NULL`;
  const records = await rawRows<TrainingRowRecord>(
    db,
    sql`
    WITH page AS (
      SELECT t.*, row_number() OVER (ORDER BY ${options.orderBy}, t.id) AS rn
      FROM trainings t
      WHERE ${options.where}
      ORDER BY ${options.orderBy}, t.id
      LIMIT ${limit} OFFSET ${offset}
    )
    SELECT (SELECT COUNT(*)::int FROM trainings t WHERE ${options.where}) AS total, r.*
    FROM (SELECT 1) AS one
    LEFT JOIN LATERAL (
      SELECT p.id, p.title, p.start_date, p.end_date, p.max_attendees, p.attendance_sheet_done, p.rn,
        p.training_category_id AS category_id,
        (SELECT c.name FROM training_categories c WHERE c.id = p.training_category_id) AS category_name,
        (SELECT c.color FROM training_categories c WHERE c.id = p.training_category_id) AS color,
        p.training_type_id AS type_id,
        (SELECT ty.name FROM training_types ty WHERE ty.id = p.training_type_id) AS type_name,
        p.training_status_id AS status_id,
        (SELECT st.name FROM training_statuses st WHERE st.id = p.training_status_id) AS status_name,
        p.training_place_id AS place_id,
        (SELECT pl.name FROM training_places pl WHERE pl.id = p.training_place_id) AS place_name,
        p.created_by AS creator_id,
        (SELECT u.name FROM users u WHERE u.id = p.created_by) AS creator_name,
        COALESCE(rc.validated, 0) AS validated, COALESCE(rc.confirmed, 0) AS confirmed,
        COALESCE(rc.pre_registered, 0) AS pre_registered, COALESCE(rc.waiting, 0) AS waiting,
        COALESCE(rc.uncertified, 0) AS uncertified,
        COALESCE(ex.to_handle, 0) AS expenses_to_handle,
        ${extra} AS extra
      -- Names of the reference rows as scalar subqueries rather than joins: the foreign keys (NOT NULL for
      -- category, type and status) make them equivalent, and they spare the planner a large join search
      -- (planning was most of this query's cost).
      FROM page p
      LEFT JOIN LATERAL (
        SELECT
          COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide})::int AS validated,
          COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide}
            AND r.convocation_sent_at IS NOT NULL)::int AS confirmed,
          COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.preinscription})::int AS pre_registered,
          COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.en_attente})::int AS waiting,
          COUNT(*) FILTER (WHERE r.registration_status_id = ${REGISTRATION_STATUS.valide}
            AND r.certificate_sent_at IS NULL)::int AS uncertified
        FROM registrations r WHERE r.training_id = p.id
      ) rc ON true
      LEFT JOIN LATERAL (
        SELECT COUNT(*)::int AS to_handle FROM training_expenses e
        WHERE e.training_id = p.id AND e.training_expense_status_id IN
          (${EXPENSE_STATUS.inProgress}, ${EXPENSE_STATUS.toPay}, ${EXPENSE_STATUS.awaitingReceipts})
      ) ex ON true
    ) r ON true
    ORDER BY r.rn`,
  );
  const total = num(records[0]?.total);
  const rows = records
    .filter((r) => r.id !== null)
    .map((r) => ({ ...mapTrainingRow(r, now), extra: r.extra as E }));
  return { rows, total };
}

/** Paged answer of dashboard rows (the `extra` column dropped). */
export async function pagedTrainingRows(
  db: Pick<Db, 'execute'>,
  options: Omit<TrainingListOptions, 'page'> & { page: PageRequest },
): Promise<Paged<TrainingRow>> {
  const { rows, total } = await listTrainingRows(db, options);
  return toPaged(
    rows.map(({ extra: _extra, ...row }) => row),
    total,
    options.page,
  );
}

/** Condition "the trainings taught or supervised by this profile". */
export function taughtBy(profileId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM training_staff ts WHERE ts.training_id = t.id AND ts.profile_id = ${profileId})`;
}

/** Trainings a trainee can find in the catalogue: published or postponed, and not finished. */
export function catalogueVisible(now: Date): SQL {
  return sql`t.training_status_id IN (${TRAINING_STATUS.published}, ${TRAINING_STATUS.postponed}) AND t.end_date >= ${now}`;
}
