/** What other modules may use of the calendars: the invitation joined to a convocation or a reminder, and the place it names. */
export { invitationIcs, locationOf } from './ics';
export { calendarTraining } from './queries';
