/**
 * Administration › Tâches planifiées: the jobs of the queue (GET /api/jobs) and 'Relancer' on a failed
 * one (POST /api/jobs/:id/retry, through pg-boss: the job waits again, with one more retry allowed).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_JOBS_PER_PAGE, JOB_MESSAGES, type Job, type JobState, type JobsPage } from '../../contract/jobs';
import { CAN_MANAGE_JOBS } from '../../contract/roles';
import { queueClient, workLabel } from '../../jobs/runner';
import { HttpError, MESSAGES } from '../../lib/errors';
import { endpointRoute } from '../../lib/endpoint-route';
import { pagedList, parsePage, toPaged } from '../../lib/paging';
import { iso, isoOrNull } from '../../lib/values';
import { countJobs, findJob, listJobs, queueInstalled, type JobRow } from './queries';

const TAGS = ['Administration'];

function stateOf(row: JobRow): JobState {
  if (row.state === 'active') return 'running';
  if (row.state === 'completed') return 'done';
  if (row.state === 'failed') return 'failed';
  return 'waiting';
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

function toJob(row: JobRow): Job {
  const state = stateOf(row);
  return {
    id: row.id,
    name: row.name,
    label: workLabel(row.name),
    state,
    retry_count: Number(row.retry_count),
    retry_limit: Number(row.retry_limit),
    // pg-boss keeps a failure's error as the output (also while the job waits to be retried).
    error: row.state === 'failed' || row.state === 'retry' ? text(row.output?.message) : null,
    summary: row.state === 'completed' ? text(row.output?.summary) : null,
    created_at: iso(row.created_on),
    started_at: isoOrNull(row.started_on),
    completed_at: isoOrNull(row.completed_on),
    retriable: row.state === 'failed' && !row.archived,
  };
}

/** A unique violation: pg-boss allows one waiting job of an entry at a time. */
const isUniqueViolation = (err: unknown) => typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '23505';

const jobsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...endpointRoute('GET /jobs', { roles: CAN_MANAGE_JOBS, tags: TAGS, summary: 'Tâches planifiées : en attente, en cours, terminées, en échec' }),
    handler: async (request): Promise<JobsPage> => {
      const request_ = parsePage(request.query, ADMIN_JOBS_PER_PAGE);
      const { state } = request.query;
      if (!(await queueInstalled(app.db))) return toPaged([], 0, request_);
      return pagedList(request_, {
        rows: async (window) => (await listJobs(app.db, state, window)).map(toJob),
        count: () => countJobs(app.db, state),
      });
    },
  });

  app.route({
    ...endpointRoute('POST /jobs/:id/retry', { roles: CAN_MANAGE_JOBS, tags: TAGS, summary: 'Relancer une tâche en échec' }),
    handler: async (request) => {
      const job = (await queueInstalled(app.db)) ? await findJob(app.db, request.params.id) : null;
      if (!job) throw new HttpError(404, MESSAGES.notFound);
      if (job.state !== 'failed') throw new HttpError(409, JOB_MESSAGES.notFailed);
      try {
        await queueClient(app.db).retry(job.name, request.params.id);
      } catch (err) {
        if (isUniqueViolation(err)) throw new HttpError(409, JOB_MESSAGES.alreadyWaiting);
        throw err;
      }
      return { message: JOB_MESSAGES.retried };
    },
  });
};

export default jobsRoutes;
