/** Exposed as `mf_admin/Outbox`: the emails the portal recorded (/emails-envoyes, administrateur). */
export { default } from '../features/outbox/pages/OutboxPage';
