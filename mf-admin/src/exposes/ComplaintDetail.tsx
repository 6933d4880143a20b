/** Exposed as `mf_admin/ComplaintDetail`. */
export { default } from '../features/complaints/pages/ComplaintDetailPage';
