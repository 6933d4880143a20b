/** What other modules may use of the conflicts module: the check of the saves and the calendar's flag. */
export { checkBooking, recordConfirmedConflicts, type BookingToCheck } from './guard';
export { trainingsInConflict } from './queries';
