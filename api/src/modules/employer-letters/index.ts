/** What other modules may use of the letters to the employer: the deadline reminders of the scheduled work, the hours of the half-days. */
export { dueLeaveReminder, leaveReminderSummary, sendLeaveNoticeReminders, type LeaveReminderKind } from './reminders';
export { timedHalfDays, type TimedHalfDay } from './facts';
