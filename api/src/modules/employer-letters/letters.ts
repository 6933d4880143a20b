/** A registration's letters to the employer: its leave as the screens show it, and each PDF with its file name. */
import type { EmployerLeave } from '../../contract/employer-letters';
import type { LeaveKind } from '../../contract/constants/leave-rules';
import type { DbOrTx } from '../../db/client';
import { composeEmail, type MailMessage } from '../../plugins/mail';
import { parisDay } from '../../lib/paris-time';
import { frenchDateRange, frenchLongDate, slugify, trainingDocInfo } from '../documents';
import { leaveFacts, presentHalfDays, timedHalfDays } from './facts';
import { traineeAttendance, type LetterRecord } from './queries';
import { renderEmployerCertificate, renderEmployerNotice } from './render';

export type LeaveRecord = LetterRecord & { leave_kind: LeaveKind };

export const hasLeave = (r: LetterRecord): r is LeaveRecord => r.leave_kind !== null;

/** The training has ended: the certificate for the employer can be issued. */
export const trainingEnded = (r: LetterRecord, now: Date) => r.training.end_date.getTime() <= now.getTime();

export function employerLeave(r: LeaveRecord, now: Date): EmployerLeave {
  const facts = leaveFacts(r.leave_kind, r.training);
  return {
    registration_id: r.registration_id,
    kind: r.leave_kind,
    label: facts.rule.label,
    notice_days: facts.noticeDays,
    notice_deadline: facts.noticeDeadline,
    notice_article: facts.rule.notice.article,
    certificate_article: facts.rule.certificateArticle,
    certificate_available: trainingEnded(r, now),
  };
}

/** `f12-demande-employeur-jean-dupont-2027-01-12.pdf`, `f12-attestation-employeur-jean-dupont-2027-01-12.pdf`. */
export function letterFileName(kind: 'notice' | 'certificate', r: LetterRecord): string {
  const document = kind === 'notice' ? 'demande-employeur' : 'attestation-employeur';
  return `f${r.training.id}-${document}-${slugify(r.name)}-${parisDay(r.training.start_date)}.pdf`;
}

export async function noticePdf(r: LeaveRecord, now: Date): Promise<{ pdf: Buffer; fileName: string }> {
  const pdf = await renderEmployerNotice({
    training: trainingDocInfo(r),
    trainee: { name: r.name, companyName: r.company_name },
    kind: r.leave_kind,
    facts: leaveFacts(r.leave_kind, r.training),
    halfDays: timedHalfDays(r.training.start_date, r.training.end_date),
    issuedAt: now,
  });
  return { pdf, fileName: letterFileName('notice', r) };
}

export async function certificatePdf(db: DbOrTx, r: LeaveRecord, now: Date): Promise<{ pdf: Buffer; fileName: string }> {
  const planned = timedHalfDays(r.training.start_date, r.training.end_date);
  const attendance = await traineeAttendance(db, r.training.id, r.profile_id);
  const pdf = await renderEmployerCertificate({
    training: trainingDocInfo(r),
    trainee: { name: r.name, companyName: r.company_name },
    kind: r.leave_kind,
    facts: leaveFacts(r.leave_kind, r.training),
    halfDays: presentHalfDays(planned, attendance),
    plannedCount: planned.length,
    issuedAt: now,
  });
  return { pdf, fileName: letterFileName('certificate', r) };
}

const deadlineText = (deadline: string) => frenchLongDate(`${deadline}T12:00:00Z`);

/** The email carrying the notice to the trainee ('M'envoyer par courriel'). */
export function noticeEmail(r: LeaveRecord, attachment: { pdf: Buffer; fileName: string }): MailMessage {
  const facts = leaveFacts(r.leave_kind, r.training);
  const t = r.training;
  return {
    to: r.email,
    subject: `Courrier pour votre employeur : ${t.title}`,
    ...composeEmail({
      greeting: `Bonjour ${r.name},`,
      paragraphs: [
        `Vous trouverez ci-joint le courrier à remettre à votre employeur pour votre absence à la formation « ${t.title} » (${frenchDateRange(t.start_date, t.end_date)}), au titre du congé : ${facts.rule.label}.`,
        `Votre employeur doit le recevoir au plus tard le ${deadlineText(facts.noticeDeadline)} (${facts.noticeDays} jours avant le premier jour de formation, article ${facts.rule.notice.article} du code du travail). Datez-le, signez-le et remettez-le en main propre contre décharge ou par lettre recommandée.`,
      ],
    }),
    attachments: [{ filename: attachment.fileName, content: attachment.pdf, contentType: 'application/pdf' }],
  };
}

export { deadlineText };
