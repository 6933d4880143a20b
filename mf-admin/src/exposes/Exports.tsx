/** Exposed as `mf_admin/Exports`: exports and statistics (/exports, administrateur). */
export { default } from '../features/exports/pages/ExportsPage';
