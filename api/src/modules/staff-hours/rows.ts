/** The report's answer built from its rows (no SQL): hours as numbers, HETD, each training's team and sums. */
import { ARES_STATUS } from '../../contract/statuses';
import { hetd, sumHetd } from '../../contract/training-team';
import type { StaffHoursRow, StaffRole, TrainingWithStaff } from '../../contract/staff-hours';
import { HttpError } from '../../lib/errors';
import { addDays, parisDateTime } from '../../lib/paris-time';
import type { StaffHoursFilter, StaffHoursRowRecord, StaffHoursTrainingRecord } from './queries';
import { STAFF_HOURS_MESSAGES } from '../../contract/staff-hours';

const ARES_STATUS_IDS: ReadonlySet<number> = new Set(Object.values(ARES_STATUS));

/** The query's filter fields (the report's and the export's). */
export interface StaffHoursFilterQuery {
  training_id?: number;
  profile_id?: number;
  start_date?: string;
  end_date?: string;
  ares_status_ids?: number[];
  'ares_status_ids[]'?: number[];
}

/**
 * The filter as the queries take it; 400 with a French message for a period ending before it starts
 * or an Ares status that does not exist. The period's days are Paris days, both included.
 */
export function staffHoursFilter(query: StaffHoursFilterQuery): StaffHoursFilter {
  const errors: Record<string, string[]> = {};
  if (query.start_date && query.end_date && query.start_date > query.end_date) errors.end_date = [STAFF_HOURS_MESSAGES.datesInWrongOrder];
  const aresStatusIds = [...new Set([...(query.ares_status_ids ?? []), ...(query['ares_status_ids[]'] ?? [])])].sort((a, b) => a - b);
  if (aresStatusIds.some((id) => !ARES_STATUS_IDS.has(id))) errors.ares_status_ids = [STAFF_HOURS_MESSAGES.unknownAresStatus];
  if (Object.keys(errors).length > 0) {
    const [first] = Object.values(errors);
    throw new HttpError(400, first?.[0] ?? STAFF_HOURS_MESSAGES.invalidFilter, errors);
  }
  return {
    trainingId: query.training_id ?? null,
    profileId: query.profile_id ?? null,
    from: query.start_date ? parisDateTime(query.start_date, 0) : null,
    before: query.end_date ? parisDateTime(addDays(query.end_date, 1), 0) : null,
    aresStatusIds,
  };
}

const hours = (value: string | null): number | null => (value === null ? null : Number(value));
const isStaffRole = (type: string): type is StaffRole => type === 'teacher' || type === 'pedagogical_supervisor';

export function toStaffHoursRow(r: StaffHoursRowRecord): StaffHoursRow {
  const expected = { lecture: hours(r.expected_lecture_hours), tutorial: hours(r.expected_tutorial_hours) };
  const actual = { lecture: hours(r.actual_lecture_hours), tutorial: hours(r.actual_tutorial_hours) };
  if (!isStaffRole(r.type)) throw new Error(`training_staff.type inconnu : ${r.type}`);
  return {
    role: r.type,
    expected_lecture_hours: expected.lecture,
    expected_tutorial_hours: expected.tutorial,
    actual_lecture_hours: actual.lecture,
    actual_tutorial_hours: actual.tutorial,
    expected_hetd: hetd(expected.lecture, expected.tutorial),
    actual_hetd: hetd(actual.lecture, actual.tutorial),
    ares_status: r.ares_status_id === null || r.ares_status_name === null ? null : { id: r.ares_status_id, name: r.ares_status_name },
    is_remunerated: r.is_remunerated,
    profile: { id: r.profile_id, name: r.name, email: r.email, phone: r.phone, role: { id: r.role_id, name: r.role_name } },
  };
}

/** The trainings of a page, each with its matching team rows (in the rows' order) and its HETD sums. */
export function trainingsWithStaff(trainings: StaffHoursTrainingRecord[], rows: StaffHoursRowRecord[]): TrainingWithStaff[] {
  const byTraining = new Map<number, StaffHoursRow[]>();
  for (const r of rows) {
    const list = byTraining.get(r.training_id) ?? [];
    list.push(toStaffHoursRow(r));
    byTraining.set(r.training_id, list);
  }
  return trainings.map((t) => {
    const staff = byTraining.get(t.id) ?? [];
    return {
      training_id: t.id,
      training_name: t.title,
      start_date: t.start_date.toISOString(),
      end_date: t.end_date.toISOString(),
      staff,
      expected_hetd: sumHetd(staff.map((s) => s.expected_hetd)),
      actual_hetd: sumHetd(staff.map((s) => s.actual_hetd)),
    };
  });
}
