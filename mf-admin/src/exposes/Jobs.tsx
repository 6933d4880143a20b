/** Exposed as `mf_admin/Jobs`: the scheduled jobs and 'Relancer' (/taches-planifiees, administrateur). */
export { JobsPage as default } from '../features/jobs';
