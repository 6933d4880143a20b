/** What other modules may use of the training notices: the scheduled pass and the cancellation emails. */
export { evaluationFormUrl, noticeReference, noticeSummary, sendCancellationNotices, sendDueTrainingNotices, type NoticeContext, type NoticeCounts } from './job';
export { dueReminder, dueSurvey, NOTICE_HOUR } from './schedule';
