/** The states of a scheduled job as the administrateur reads them (Administration › Tâches planifiées). */
export type JobStateName = 'waiting' | 'running' | 'done' | 'failed';

/** The French word for each state: waiting (to run, or to be retried), running, done, failed (retries spent). */
export const JOB_STATE_LABELS: Readonly<Record<JobStateName, string>> = {
  waiting: 'En attente',
  running: 'En cours',
  done: 'Terminée',
  failed: 'En échec',
};
