/** Retention of personal data: the daily job. */
export { runRetention, retentionLimit, RETENTION_YEARS, ANONYMISED_NAME, anonymisedEmail, type RetentionResult } from './job';
