/**
 * Exports and statistics (/exports): the
 * activity figures by year and training type, their shares in one year, the most active staff, and
 * the five exports of a period (spreadsheets, one PDF).
 */
import { Type, type Static } from '@sinclair/typebox';
import { ErrorResponses } from './common';
import { endpoints } from './endpoint';

/* ---------- Statistics ---------- */

/**
 * One year and training type: trainings held (À clôturer or Clôturée), their days (half-days / 2),
 * the validated trainees present at least one half-day, and the days they were present.
 */
export const TrainingStatsRowSchema = Type.Object({
  year: Type.Integer(),
  training_type_id: Type.Integer(),
  type: Type.String(),
  trainingSessions: Type.Integer({ minimum: 0 }),
  trainingDays: Type.Number({ minimum: 0 }),
  traineesPresent: Type.Integer({ minimum: 0 }),
  traineeDays: Type.Number({ minimum: 0 }),
});
export type TrainingStatsRow = Static<typeof TrainingStatsRowSchema>;

export const TrainingStatsSchema = Type.Object({
  /** Every year with a training held, oldest first. */
  years: Type.Array(Type.Integer()),
  /** Every training type, in the list's order (a type without a training held in a year counts 0). */
  types: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  rows: Type.Array(TrainingStatsRowSchema),
});
export type TrainingStats = Static<typeof TrainingStatsSchema>;

/** `year`: absent, the latest year with a training held (spec: statistics use the latest year). */
export const StatsYearQuerySchema = Type.Object(
  { year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) },
  { additionalProperties: false },
);
export type StatsYearQuery = Static<typeof StatsYearQuerySchema>;

export const TypePercentageSchema = Type.Object({
  type: Type.String(),
  /** Share of the year's total, 0–100, one decimal. */
  percentage: Type.Number({ minimum: 0, maximum: 100 }),
});
export type TypePercentage = Static<typeof TypePercentageSchema>;

export const PercentageTrainingStatsSchema = Type.Object({
  /** The year the shares are of (null: no training held yet). */
  year: Type.Union([Type.Integer(), Type.Null()]),
  session_percentages: Type.Array(TypePercentageSchema),
  days_percentages: Type.Array(TypePercentageSchema),
  trainee_percentages: Type.Array(TypePercentageSchema),
});
export type PercentageTrainingStats = Static<typeof PercentageTrainingStatsSchema>;

export const TopStaffMemberSchema = Type.Object({
  profile_id: Type.Integer(),
  name: Type.String(),
  /** 'Intervenant', 'Responsable pédagogique', … (the account's role). */
  role: Type.String(),
  /** Trainings held that year in their team. */
  trainings: Type.Integer({ minimum: 0 }),
  /** Hours done (lecture + tutorial; the expected ones when the actual are not entered). */
  hours: Type.Number({ minimum: 0 }),
});
export type TopStaffMember = Static<typeof TopStaffMemberSchema>;

export const TopStaffSchema = Type.Object({
  year: Type.Union([Type.Integer(), Type.Null()]),
  staff: Type.Array(TopStaffMemberSchema),
});
export type TopStaff = Static<typeof TopStaffSchema>;

/** How many staff members the top lists. */
export const TOP_STAFF_SIZE = 10;

/* ---------- Exports ---------- */

/**
 * The period of an export, 'YYYY-MM-DD' (Paris calendar days, both included). Both are checked by the
 * route itself so that a missing or wrong date gets the dialog's own French message.
 */
export const ExportPeriodQuerySchema = Type.Object(
  {
    start_date: Type.Optional(Type.String({ maxLength: 40 })),
    end_date: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type ExportPeriodQuery = Static<typeof ExportPeriodQuerySchema>;

const FileSchema = (description: string) => Type.Unsafe<Uint8Array>({ type: 'string', format: 'binary', description });
const xlsx = { query: ExportPeriodQuerySchema, file: true as const, responses: { 200: FileSchema('Classeur .xlsx'), ...ErrorResponses(400, 401, 403) } };
const pdf = { query: ExportPeriodQuerySchema, file: true as const, responses: { 200: FileSchema('Document PDF'), ...ErrorResponses(400, 401, 403) } };

export const exportEndpoints = endpoints({
  /** Trainings held by year and training type. */
  'GET /training-stats': { responses: { 200: TrainingStatsSchema, ...ErrorResponses(400, 401, 403) } },
  /** Shares of sessions, days and trainees present by training type in one year. */
  'GET /percentage-training-stats': { query: StatsYearQuerySchema, responses: { 200: PercentageTrainingStatsSchema, ...ErrorResponses(400, 401, 403) } },
  /** The staff members in the most trainings held in one year. */
  'GET /training-top-staff': { query: StatsYearQuerySchema, responses: { 200: TopStaffSchema, ...ErrorResponses(400, 401, 403) } },
  /** Councillors (prud'hommes) trained in the period: one row per validated registration with a council. */
  'GET /export/export-cph-trainings': xlsx,
  /** Trainings of labour-tribunal councillors in the period, with their figures (PDF). */
  'GET /export/labor-tribunal-trainings': pdf,
  /** Newsletter subscribers whose account was created in the period. */
  'GET /export-newsletter-subscribers': xlsx,
  /** Personnel representatives (a mandate in progress) trained in the period. */
  'GET /export-personnel-representatives': xlsx,
  /** Union trainings of the period with their figures (the bilan). */
  'GET /export-union-trainings': xlsx,
});

/** An export's period refused: the export dialog shows the same words. */
export const PERIOD_MESSAGES = {
  missing: 'Veuillez sélectionner une date de début et de fin.',
  invalid: 'Les dates ne sont pas valides.',
  order: 'La date de début doit être antérieure à la date de fin.',
} as const;
