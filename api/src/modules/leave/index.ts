/** Training leave: what a trainee has used, counted from attendance, and each leave checked for a training. */
export { leaveChecksFor, mandateOfLeave } from './checks';
export { capSpan, checkTrainingLeave, daysUsed, leaveUses, type LeaveUse } from './usage';
