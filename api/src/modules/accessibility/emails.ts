/** The email of a visitor's accessibility feedback, to an administrateur. */
import { INSTITUTE_NAME } from '../../config';
import type { AccessibilityFeedback } from '../../contract/accessibility';
import { composeEmail, type MailMessage } from '../../plugins/mail';

export function accessibilityFeedbackEmail(to: { name: string; email: string }, feedback: AccessibilityFeedback, receivedAt: string): MailMessage {
  const name = feedback.name?.trim();
  const page = feedback.page?.trim();
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Un retour sur l'accessibilité du portail de l'${INSTITUTE_NAME} a été envoyé depuis la déclaration d'accessibilité, le ${receivedAt}.`,
      `Expéditeur : ${name ? `${name} <${feedback.email}>` : feedback.email}`,
      `Page concernée : ${page || 'non précisée'}`,
      'Message :',
      feedback.message.trim(),
    ],
    after: [
      "Répondre à cet email écrit directement à l'expéditeur. La déclaration d'accessibilité engage l'institut à lui répondre ; sans réponse satisfaisante, il peut saisir le Défenseur des droits.",
    ],
  });
  return {
    to: to.email,
    replyTo: feedback.email,
    subject: `Retour sur l'accessibilité du portail – ${INSTITUTE_NAME}`,
    ...body,
  };
}
