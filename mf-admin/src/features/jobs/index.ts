/** The scheduled jobs (Administration › Tâches planifiées). */
export { default as JobsPage } from './pages/JobsPage';
