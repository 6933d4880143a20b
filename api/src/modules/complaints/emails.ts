/** The emails of a complaint: the acknowledgement sent to its author at once, then the answer. */
import { INSTITUTE_NAME } from '../../config';
import { composeEmail, type MailMessage } from '../../plugins/mail';

/** The author's page of complaints, where the answer is also shown. */
export const myComplaintsLink = (publicUrl: string) => `${publicUrl.replace(/\/$/, '')}/mes-reclamations`;

const frenchDay = (date: Date) =>
  date.toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' });

interface ComplaintMailFacts {
  to: { name: string; email: string };
  subject: string;
  createdAt: Date;
  trainingTitle: string | null;
  link: string;
}

export function complaintAcknowledgementEmail(facts: ComplaintMailFacts): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${facts.to.name},`,
    paragraphs: [
      `Nous avons bien reçu votre réclamation du ${frenchDay(facts.createdAt)} : « ${facts.subject} ».`,
      ...(facts.trainingTitle ? [`Elle concerne la formation « ${facts.trainingTitle} ».`] : []),
      'Elle est transmise à l’équipe de l’institut, qui l’étudie et vous répondra par email. Vous pouvez suivre son traitement sur le portail.',
    ],
    action: { label: 'Voir mes réclamations', url: facts.link },
  });
  return { to: facts.to.email, subject: `Accusé de réception de votre réclamation – ${INSTITUTE_NAME}`, ...body };
}

export function complaintAnswerEmail(facts: ComplaintMailFacts & { answer: string }): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${facts.to.name},`,
    paragraphs: [
      `Voici la réponse de l’institut à votre réclamation du ${frenchDay(facts.createdAt)} : « ${facts.subject} ».`,
      ...facts.answer.split(/\n{2,}/).map((paragraph) => paragraph.trim()).filter(Boolean),
    ],
    action: { label: 'Voir mes réclamations', url: facts.link },
  });
  return { to: facts.to.email, subject: `Réponse à votre réclamation – ${INSTITUTE_NAME}`, ...body };
}
