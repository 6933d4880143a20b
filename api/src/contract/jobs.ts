/** GET /api/jobs and POST /api/jobs/:id/retry: the scheduled jobs, for the administrateur. */
import { Type, type Static } from '@sinclair/typebox';
import { DateTimeSchema, ErrorResponses, MessageSchema, Nullable, PagedSchema, pageQueryProperties } from './common';
import { endpoints } from './endpoint';
export { ADMIN_JOBS_PER_PAGE } from './constants/limits';
export { JOB_STATE_LABELS } from './constants/jobs';

/** Where a job stands: waiting (to run, or to be retried), running, done, failed (retries spent). */
/** A job's id (pg-boss gives UUIDs). */
const JobIdSchema = Type.String({ pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$', maxLength: 36 });

export const JobStateSchema = Type.Union([Type.Literal('waiting'), Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]);
export type JobState = Static<typeof JobStateSchema>;


export const JobsQuerySchema = Type.Object(
  {
    ...pageQueryProperties,
    state: Type.Optional(JobStateSchema),
  },
  { additionalProperties: false },
);
export type JobsQuery = Static<typeof JobsQuerySchema>;

export const JobSchema = Type.Object({
  id: JobIdSchema,
  /** The work's stable name, e.g. 'retention'. */
  name: Type.String(),
  /** Its French label (the name itself for a work no longer scheduled). */
  label: Type.String(),
  state: JobStateSchema,
  /** Retries done so far, and allowed. */
  retry_count: Type.Integer(),
  retry_limit: Type.Integer(),
  /** The message of the last failure (a failed job, or a waiting one about to be retried). */
  error: Nullable(Type.String()),
  /** What the work said it did (a done job). */
  summary: Nullable(Type.String()),
  created_at: DateTimeSchema,
  started_at: Nullable(DateTimeSchema),
  completed_at: Nullable(DateTimeSchema),
  /** A failed job the administrateur may retry ('Relancer'). */
  retriable: Type.Boolean(),
});
export type Job = Static<typeof JobSchema>;

export const JobsPageSchema = PagedSchema(JobSchema);
export type JobsPage = Static<typeof JobsPageSchema>;

export const JobIdParamsSchema = Type.Object({ id: JobIdSchema }, { additionalProperties: false });

export const JOB_MESSAGES = {
  retried: 'La tâche est relancée : elle repassera dans quelques instants.',
  notFailed: 'Seule une tâche en échec peut être relancée.',
  alreadyWaiting: 'Une tâche du même nom attend déjà d’être relancée : elle fera ce travail.',
} as const;

export const jobsEndpoints = endpoints({
  /** The jobs of the queue, newest first (waiting, running, done and failed, the last with their error). */
  'GET /jobs': { query: JobsQuerySchema, responses: { 200: JobsPageSchema, ...ErrorResponses(400, 401, 403) } },
  /** Retries a failed job ('Relancer'). */
  'POST /jobs/:id/retry': { params: JobIdParamsSchema, responses: { 200: MessageSchema, ...ErrorResponses(400, 401, 403, 404, 409) } },
});
