/** Exposed as `mf_admin/Complaints`. */
export { default } from '../features/complaints/pages/ComplaintsPage';
