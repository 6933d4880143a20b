/** Exposed as `mf_trainings/Calendar`: the month calendar of trainings (/agenda). */
export { default } from '../features/calendar/pages/CalendarPage';
