/** Exposed as `mf_admin/ImprovementActions`. */
export { default } from '../features/improvement-actions/pages/ImprovementActionsPage';
