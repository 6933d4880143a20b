/** What other modules may use of the auth module: one-time email links and the emails that carry them; the page's first wave. */
export { issueEmailToken } from './email-tokens';
export { emailChangeConfirmationEmail, emailChangeNoticeEmail, emailChangeUndoLink, resetLink, verificationLink } from './emails';
export { firstWaveOf } from './first-wave';
