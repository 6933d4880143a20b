/** What the trainee's training page composes of the refunds: its Remboursements tab. */
export { RefundsTab } from './components/RefundsTab';
