/** What other modules may use of the calendars: the invitation joined to a convocation. */
export { invitationIcs } from './ics';
export { calendarTraining } from './queries';
