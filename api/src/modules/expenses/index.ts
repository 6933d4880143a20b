/** What other modules may use of the expenses module: recording a status change they make (a payment). */
export { recordExpenseStatusChange } from './staff-routes';
