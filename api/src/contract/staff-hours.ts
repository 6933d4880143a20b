/**
 * The trainer hours report 'Heures formateurs': the trainings with their teachers and pedagogical
 * supervisors, their expected and actual hours and HETD, filtered by training, person, period and Ares
 * statuses, and its .xlsx export.
 */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, Literals, NamedItemSchema, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
import { memberHoursProperties } from './training-team';
export { STAFF_HOURS_PER_PAGE } from './constants/limits';

const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
const AresStatusIdsSchema = Type.Array(Id, { maxItems: 20 });
const DaySchema = Type.String({ format: 'date', description: 'Jour (AAAA-MM-JJ), à Paris' });

/** The filter of the report and of its export (spec: training_id, profile_id, start_date, end_date, ares_status_ids). */
const staffHoursFilterProperties = {
  /** One training. */
  training_id: Type.Optional(Id),
  /** One person's rows (a teacher or a pedagogical supervisor). */
  profile_id: Type.Optional(Id),
  /** Trainings starting on or after this day (Paris). */
  start_date: Type.Optional(DaySchema),
  /** Trainings starting on or before this day (Paris). */
  end_date: Type.Optional(DaySchema),
  /** Rows whose Ares status is one of these. */
  ares_status_ids: Type.Optional(AresStatusIdsSchema),
  /** The same list as PHP-style clients send it (`ares_status_ids[]=2`). */
  'ares_status_ids[]': Type.Optional(AresStatusIdsSchema),
};

/** GET /api/trainings/with-staff query. */
export const StaffHoursQuerySchema = Type.Object({ ...pageQueryProperties, ...staffHoursFilterProperties }, { additionalProperties: false });
export type StaffHoursQuery = Static<typeof StaffHoursQuerySchema>;

/** GET /api/export-training-staff-hours query: the report's filter, every page. */
export const StaffHoursExportQuerySchema = Type.Object(staffHoursFilterProperties, { additionalProperties: false });
export type StaffHoursExportQuery = Static<typeof StaffHoursExportQuerySchema>;

/** Which list of the team a row comes from (the column `training_staff.type`). */
export const STAFF_ROLES = ['pedagogical_supervisor', 'teacher'] as const;
export const StaffRoleSchema = Literals(STAFF_ROLES);
export type StaffRole = Static<typeof StaffRoleSchema>;

/** One member of a training's team with their hours. */
export const StaffHoursRowSchema = Type.Object(
  {
    /** 'pedagogical_supervisor' (Responsable pédagogique of the training) or 'teacher' (Formateur). */
    role: StaffRoleSchema,
    ...memberHoursProperties,
    ares_status: Nullable(NamedItemSchema),
    is_remunerated: Type.Boolean(),
    profile: Type.Object(
      {
        /** The profile's id (/formateurs/{id}). */
        id: Type.Integer(),
        name: Type.String(),
        email: Type.String(),
        phone: Nullable(Type.String()),
        /** The account's role (Responsable pédagogique, Intervenant). */
        role: NamedItemSchema,
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type StaffHoursRow = Static<typeof StaffHoursRowSchema>;

/** A training with the rows of its team that match the filter. */
export const TrainingWithStaffSchema = Type.Object(
  {
    training_id: Type.Integer(),
    training_name: Type.String(),
    start_date: DateTimeSchema,
    end_date: DateTimeSchema,
    staff: Type.Array(StaffHoursRowSchema),
    /** Sums of the rows shown: HETD expected and actual. */
    expected_hetd: Type.Number(),
    actual_hetd: Type.Number(),
  },
  { additionalProperties: false },
);
export type TrainingWithStaff = Static<typeof TrainingWithStaffSchema>;

/* ---------- Endpoints ---------- */

export const staffHoursEndpoints = endpoints({
  /** The trainings (latest start first) with their staff rows and hours, 20 a page, filtered. */
  'GET /trainings/with-staff': {
    query: StaffHoursQuerySchema,
    responses: { 200: PagedSchema(TrainingWithStaffSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The same rows, every page, as a .xlsx workbook (heures-formateurs-{today}.xlsx). */
  'GET /export-training-staff-hours': {
    query: StaffHoursExportQuerySchema,
    file: true,
    responses: {
      200: Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description: 'Classeur .xlsx' }),
      ...ErrorResponses(400, 401, 403),
    },
  },
});

/** The trainer hours report's filter refused. */
export const STAFF_HOURS_MESSAGES = {
  invalidFilter: 'Le filtre des heures formateurs n’est pas valide.',
  datesInWrongOrder: 'La date de début doit être antérieure à la date de fin.',
  unknownAresStatus: "Ce statut Ares n'existe pas.",
} as const;
