/** Training leave: what a trainee has used, counted from attendance, and each leave checked for a training. */
export { leaveChecksFor, mandateOfLeave, mandateSpan, noticeOf, registrationLeaves, type RegistrationWithLeave } from './checks';
export { leaveBalances } from './balances';
export { heldMandatesOf, setRegistrationLeave } from './queries';
export { capSpan, checkTrainingLeave, daysUsed, leaveUses, type LeaveUse } from './usage';
