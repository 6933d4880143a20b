/** Dashboard figures and the lists of the five role dashboards that are not plain training rows. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, NamedItemSchema, Nullable, PagedSchema, PageQuerySchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
import { RegistrationStatusSchema, RegistrationStatusSlugSchema } from './lookups';
import { ProfileSummarySchema } from './profiles';
import { TrainingRowSchema } from './trainings';

/* ---------- Requests ---------- */

/** GET /api/registrations and GET /api/trainee/trainings/* query: a registration status and a page. */
export const RegistrationListQuerySchema = Type.Object({
  status: Type.Optional(RegistrationStatusSlugSchema),
  ...pageQueryProperties,
}, { additionalProperties: false });
export type RegistrationListQuery = Static<typeof RegistrationListQuerySchema>;

/* ---------- Answers ---------- */

/** GET /api/admin-dashboard-stats: figures of the current calendar year. */
export const AdminDashboardStatsSchema = Type.Object({
  year: Type.Integer(),
  /** Trainings starting this year, cancelled ones excluded. */
  total_trainings: Type.Integer(),
  /** Trainings of this year whose attendance is done (À clôturer) or that are closed (Clôturée). */
  completed_trainings: Type.Integer(),
  /** Payments of the year, floored to whole euros. */
  total_spent_regie: Type.Integer(),
  /** Trainee accounts created this year. */
  new_trainees_count: Type.Integer(),
});
export type AdminDashboardStats = Static<typeof AdminDashboardStatsSchema>;

export const TraineesPerYearSchema = Type.Object({ year: Type.Integer(), count: Type.Integer() });
export type TraineesPerYear = Static<typeof TraineesPerYearSchema>;

export const ContractHoursSchema = Type.Object({
  /** Staff members whose contract is validated (Ares status 2). */
  staff_count: Type.Integer(),
  lecture_hours: Type.Number(),
  tutorial_hours: Type.Number(),
  /** Equivalent teaching hours: 1.5 × lecture + tutorial, 2 decimals. */
  hetd: Type.Number(),
});
export type ContractHours = Static<typeof ContractHoursSchema>;

/** GET /api/trainings/validated-contract-hours (plain list). */
export const ValidatedContractHoursRowSchema = Type.Object({
  ...TrainingRowSchema.properties,
  contract_hours: ContractHoursSchema,
});
export type ValidatedContractHoursRow = Static<typeof ValidatedContractHoursRowSchema>;

export const ExpenseSummarySchema = Type.Object({
  id: Type.Integer(),
  profile_id: Type.Integer(),
  profile_name: Type.String(),
  role: Type.String(),
  /** Forced total when above 0, otherwise the computed total, in euros. */
  amount: Type.Number(),
  status: NamedItemSchema,
});
export type ExpenseSummary = Static<typeof ExpenseSummarySchema>;

/** GET /api/trainings/validated-expenses: a training with expenses to pay (status 2 À payer). */
export const ValidatedExpensesTrainingSchema = Type.Object({
  training_id: Type.Integer(),
  title: Type.String(),
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
  expenses: Type.Array(ExpenseSummarySchema),
});
export type ValidatedExpensesTraining = Static<typeof ValidatedExpensesTrainingSchema>;

/** GET /api/registrations?status=…: a registration to process. */
export const RegistrationListItemSchema = Type.Object({
  id: Type.Integer(),
  created_at: DateTimeSchema,
  registration_status: RegistrationStatusSchema,
  profile: ProfileSummarySchema,
  training: Type.Object({ id: Type.Integer(), title: Type.String(), start_date: DateTimeSchema }),
});
export type RegistrationListItem = Static<typeof RegistrationListItemSchema>;

/** GET /api/trainings/pending-expenses: one training with expenses still to handle. */
export const ExpenseTrackingRowSchema = Type.Object({
  training_id: Type.Integer(),
  training_title: Type.String(),
  /** Names of the people whose expenses are pending, comma separated. */
  profile_name: Type.String(),
  training_end_date: DateTimeSchema,
  /** Status label (En cours, En attente de pièces) → expenses in that status. */
  statuses: Type.Record(Type.String(), Type.Array(ExpenseSummarySchema)),
});
export type ExpenseTrackingRow = Static<typeof ExpenseTrackingRowSchema>;

/** GET /api/trainee/trainings/upcoming|past: one of the caller's registrations. */
export const TraineeTrainingItemSchema = Type.Object({
  registration_id: Type.Integer(),
  training_id: Type.Integer(),
  training_name: Type.String(),
  registration_status: RegistrationStatusSchema,
  start_date: DateTimeSchema,
  end_date: DateTimeSchema,
  /** Status of the training itself (a cancelled training stays listed with status 6 Annulée). */
  training_status: NamedItemSchema,
  category: NamedItemSchema,
  color: Type.String(),
  place: Nullable(Type.Object({ id: Type.Integer(), name: Type.String(), city: Nullable(Type.String()) })),
  /** While 'En attente' on a training not ended: the place in its waiting list (1 for the first), otherwise null. */
  waiting_list_position: Nullable(Type.Integer({ minimum: 1 })),
});
export type TraineeTrainingItem = Static<typeof TraineeTrainingItemSchema>;

/* ---------- Endpoints ---------- */

export const dashboardEndpoints = endpoints({
  'GET /admin-dashboard-stats': { responses: { 200: AdminDashboardStatsSchema, ...ErrorResponses(400, 401, 403) } },
  'GET /trainees-per-year': { responses: { 200: Type.Array(TraineesPerYearSchema), ...ErrorResponses(400, 401, 403) } },
  /** Trainings with validated Ares contracts (hours to pay), a plain list. */
  'GET /trainings/validated-contract-hours': { responses: { 200: Type.Array(ValidatedContractHoursRowSchema), ...ErrorResponses(400, 401, 403) } },
  /** Registrations to trainings not ended yet, by status (the pre-registrations to process). */
  'GET /registrations': {
    query: RegistrationListQuerySchema,
    responses: { 200: PagedSchema(RegistrationListItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The caller's own registrations to trainings not ended yet. */
  'GET /trainee/trainings/upcoming': {
    query: RegistrationListQuerySchema,
    responses: { 200: PagedSchema(TraineeTrainingItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The caller's own registrations to ended trainings. */
  'GET /trainee/trainings/past': {
    query: RegistrationListQuerySchema,
    responses: { 200: PagedSchema(TraineeTrainingItemSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The trainings with expenses to pay (the expense panels). */
  'GET /trainings/validated-expenses': {
    query: PageQuerySchema,
    responses: { 200: PagedSchema(ValidatedExpensesTrainingSchema), ...ErrorResponses(400, 401, 403) },
  },
  /** The trainings with expenses still to handle, by status (the expense panels). */
  'GET /trainings/pending-expenses': {
    query: PageQuerySchema,
    responses: { 200: PagedSchema(ExpenseTrackingRowSchema), ...ErrorResponses(400, 401, 403) },
  },
});
