/** Exposed as `mf_trainings/Dashboard`: the staff dashboards, picked by the session's role. */
export { default } from '../features/dashboard/pages/StaffDashboard';
