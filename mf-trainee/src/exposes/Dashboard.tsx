/** Exposed as `mf_trainee/Dashboard`: the trainee's dashboard. */
export { default } from '../features/dashboard/pages/TraineeDashboard';
