/**
 * What other modules (and the demo seed) may use of the expenses module: recording a status change
 * they make (a payment), the one transport rule with its exact money, the one rule of which lines
 * apply, and the one-time repair of the lines run at start.
 */
export { recordExpenseStatusChange } from './staff-routes';
export { oneWayTenths } from './transport';
export { amountText, centsOf, tenthsText, transportCents } from './money';
export { countedTotal, homeToPlaceKm, linesThatApply, type LinesThatApply } from './lines';
export { reapplyExpenseLines, repairExpenseLines, EXPENSE_LINES_REPAIR } from './repair';
export { accommodationAllowed, type AccommodationVerdict } from './accommodation';
