/** Answers of the trainings module built from query rows: counters, alerts, names from memory. */
import type { ContractHours } from '../../contract/dashboards';
import { isTrainingStatusId, TRAINING_STATUS, type TrainingStatusId } from '../../contract/statuses';
import type { TrainingAlert, TrainingCounts, TrainingDetail, TrainingRow, TrainingSearchItem } from '../../contract/trainings';
import { registrationStatusOf, trainingStatusName } from '../../db/reference-data';
import { halfDaysByDay } from '../../lib/half-days';
import { iso, num, round2 } from '../../lib/values';
import type { ReferenceNames } from '../lookups';
import { registrationWindow } from './enrolment-rules';
import type { TrainingDetailRecord, TrainingRowRecord } from './queries';

export function inscriptionRate(registered: number, maxAttendees: number): number {
  return maxAttendees > 0 ? round2((registered / maxAttendees) * 100) : 0;
}

interface CountsRecord {
  validated: number | null;
  confirmed: number | null;
  pre_registered: number | null;
  waiting: number | null;
}

export function countsFrom(maxAttendees: number, record: CountsRecord): TrainingCounts {
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

function statusOf(id: number): { id: TrainingStatusId; name: string } {
  // The foreign key keeps ids inside the system list; an unknown one would be a broken database.
  if (!isTrainingStatusId(id)) throw new Error(`unknown training status ${id}`);
  return { id, name: trainingStatusName(id) };
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

/** A dashboard row of a training: counters, alerts and names. */
export function toTrainingRow(record: TrainingRowRecord, names: ReferenceNames, now: Date): TrainingRow {
  const counts = countsFrom(record.max_attendees, record);
  const ended = record.end_date.getTime() < now.getTime();
  const status = statusOf(record.status_id);
  const invitations = Math.max(0, counts.registered_count - counts.confirmed_count);
  const attendanceDone =
    record.attendance_sheet_done && (status.id === TRAINING_STATUS.toClose || status.id === TRAINING_STATUS.closed);
  const certificates = ended && attendanceDone ? num(record.uncertified) : 0;
  const expenses = num(record.expenses_to_handle);
  const alerts = alertsFor(ended, { pre: counts.pre_registered_count, invitations, expenses, certificates });
  const category = names.categories.get(record.category_id);
  return {
    id: record.id,
    title: record.title,
    start_date: iso(record.start_date),
    end_date: iso(record.end_date),
    place: record.place_id === null ? null : { id: record.place_id, name: names.places.get(record.place_id) ?? '' },
    category: { id: record.category_id, name: category?.name ?? '' },
    type: { id: record.type_id, name: names.types.get(record.type_id) ?? '' },
    color: category?.color ?? '',
    status,
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

/** Ids a page of rows needs names for. */
export function referenceIdsOf(records: { category_id: number; type_id?: number; place_id?: number | null }[]) {
  return {
    categoryIds: records.map((r) => r.category_id),
    typeIds: records.flatMap((r) => (r.type_id === undefined ? [] : [r.type_id])),
    placeIds: records.map((r) => r.place_id ?? null),
  };
}

export function toSearchItem(
  record: { id: number; title: string; start_date: Date; end_date: Date; category_id: number },
  names: ReferenceNames,
): TrainingSearchItem {
  return {
    id: record.id,
    title: record.title,
    start_date: iso(record.start_date),
    end_date: iso(record.end_date),
    category: { id: record.category_id, name: names.categories.get(record.category_id)?.name ?? '' },
  };
}

export function contractHours(record: { staff_count: number; lecture: string; tutorial: string } | undefined): ContractHours {
  const lecture = num(record?.lecture);
  const tutorial = num(record?.tutorial);
  return { staff_count: record?.staff_count ?? 0, lecture_hours: lecture, tutorial_hours: tutorial, hetd: round2(1.5 * lecture + tutorial) };
}

/** The full answer of GET /api/trainings/{id}, before the caller's field rules (scopes.ts). */
export function toTrainingDetail(
  record: TrainingDetailRecord,
  allowed_actions: TrainingDetail['allowed_actions'],
  callerProfileId: number | null,
  now: Date,
): TrainingDetail {
  const { training: t } = record;
  const staffOfType = (type: string) =>
    record.staff
      .filter((m) => m.type === type)
      .map(({ profile_id, name, email, phone }) => ({ profile_id, name, email, phone }));
  const ownMember = record.staff.find((m) => m.profile_id === callerProfileId);
  return {
    id: t.id,
    title: t.title,
    complement: t.complement,
    start_date: iso(t.start_date),
    end_date: iso(t.end_date),
    training_category_id: t.training_category_id,
    training_type_id: t.training_type_id,
    training_theme_id: t.training_theme_id,
    training_place_id: t.training_place_id,
    training_status_id: t.training_status_id,
    category: { id: t.training_category_id, name: record.category.name, irt_link: record.category.irt_link, color: record.category.color },
    type: { id: t.training_type_id, name: record.type_name },
    theme: { id: t.training_theme_id, name: record.theme.name, numerotation: record.theme.numerotation },
    unions: record.unions,
    place:
      t.training_place_id === null || record.place === null
        ? null
        : {
            id: t.training_place_id,
            name: record.place.name,
            address: record.place.address,
            zip_code: record.place.zip_code,
            type: record.place.type === 'Distanciel' ? 'Distanciel' : 'Présentiel',
            city: record.city === null ? null : { id: record.city.id, name: record.city.name, zip_code: record.city.zip_code },
          },
    status: statusOf(t.training_status_id),
    color: record.category.color,
    reserved: t.reserved,
    is_visio: t.is_visio,
    paid_training: t.paid_training,
    amount: t.amount === null ? null : num(t.amount),
    ...countsFrom(t.max_attendees, record),
    registration: registrationWindow({ status_id: t.training_status_id, start_date: t.start_date, end_date: t.end_date }, now),
    attendance_sheet_done: t.attendance_sheet_done,
    attendance_half_days: halfDaysByDay(t.start_date, t.end_date),
    dinners: t.dinners,
    accommodation: t.accommodation,
    transportation_fees: t.transportation_fees,
    number_of_round_trips: t.number_of_round_trips,
    waitlist_offers_seat: t.waitlist_offers_seat,
    visio_url: t.visio_url,
    deferrals: record.deferrals.map((d) => ({
      id: d.id,
      initial_start_date: iso(d.initial_start_date),
      initial_end_date: iso(d.initial_end_date),
      new_start_date: iso(d.new_start_date),
      new_end_date: iso(d.new_end_date),
      created_at: iso(d.created_at),
    })),
    pedagogical_supervisors: staffOfType('pedagogical_supervisor'),
    teachers: staffOfType('teacher'),
    created_by: t.created_by === null ? null : { id: t.created_by, name: record.creator_name ?? '' },
    own_registration:
      record.own
        ? {
            id: record.own.id,
            registration_status: registrationStatusOf(record.own.registration_status_id),
            reimbursed: record.own.reimbursed,
            needs_accommodation: record.own.needs_accommodation,
            refusal_reason: record.own.refusal_reason,
          }
        : null,
    own_team_membership:
      ownMember && (ownMember.type === 'teacher' || ownMember.type === 'pedagogical_supervisor')
        ? { type: ownMember.type, reimbursed_transportation: ownMember.reimbursed_transportation }
        : null,
    allowed_actions,
  };
}

