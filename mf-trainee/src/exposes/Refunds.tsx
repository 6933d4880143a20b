/**
 * Exposed as `mf_trainee/Refunds`: the Remboursements tab (own expense and receipts of a training),
 * which the staff's training view renders for an intervenant or a responsable pédagogique.
 */
export { RefundsTab as default, type RefundsTabProps } from '../features/refunds/components/RefundsTab';
