/**
 * What other modules (and the demo seed) may use of the expenses module: recording a status change
 * they make (a payment), and the one transport rule with its exact money.
 */
export { recordExpenseStatusChange } from './staff-routes';
export { oneWayTenths } from './transport';
export { amountText, centsOf, tenthsText, transportCents } from './money';
export { accommodationAllowed, type AccommodationVerdict } from './accommodation';
