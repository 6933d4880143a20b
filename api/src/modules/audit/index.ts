/** The audit trail: the write helper used by the write paths, and the administrateur's endpoint. */
export { auditContextHook, recordAudit, currentActor, SYSTEM_ACTOR, type AuditActor, type AuditEventInput } from './record';
export { default as auditRoutes } from './routes';
