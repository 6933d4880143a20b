/** Retention of personal data: the daily job (spec 002 §9). */
export { runRetention, scheduleRetention, retentionLimit, RETENTION_YEARS, ANONYMISED_NAME, anonymisedEmail, type RetentionResult } from './job';
