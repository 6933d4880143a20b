/** What the régie page and the Défraiements tab compose of the expense side panel (its lines, receipts, payment and history). */
export { PayableExpensePanel } from './components/PayableExpensePanel';
export { expenseStatusColor } from './components/status-colors';
