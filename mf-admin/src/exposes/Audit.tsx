/** Exposed as `mf_admin/Audit`: the audit trail and the check of its chain (/journal-audit, administrateur). */
export { default } from '../features/audit/pages/AuditPage';
