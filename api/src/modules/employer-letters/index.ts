/** What other modules may use of the letters to the employer: the deadline reminders of the scheduled work. */
export { dueLeaveReminder, leaveReminderSummary, sendLeaveNoticeReminders, type LeaveReminderKind } from './reminders';
