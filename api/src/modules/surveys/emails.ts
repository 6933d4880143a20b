/** The emails of the quality surveys: the request and its relance, for the cold survey and the team's. */
import { INSTITUTE_NAME } from '../../config';
import { composeEmail, type MailMessage } from '../../plugins/mail';

/** A Paris calendar day in words, '1er mars 2026'. */
function day(date: Date): string {
  return date
    .toLocaleDateString('fr-FR', { timeZone: 'Europe/Paris', day: 'numeric', month: 'long', year: 'numeric' })
    .replace(/^1 /, '1er ');
}

export interface SurveyEmailInput {
  to: { name: string; email: string };
  training: { title: string; start_date: Date; end_date: Date };
  link: string;
  relance: boolean;
}

export const coldSurveyLink = (publicUrl: string, trainingId: number) => `${publicUrl}/formations/${trainingId}/questionnaire-a-froid`;
export const teamSurveyLink = (publicUrl: string, trainingId: number) => `${publicUrl}/formations/${trainingId}/questionnaire-equipe`;

export function coldSurveyEmail({ to, training, link, relance }: SurveyEmailInput): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      relance
        ? `Il y a quelques jours, nous vous avons demandé votre avis sur la formation « ${training.title} », terminée le ${day(training.end_date)}. Nous n'avons pas encore reçu votre réponse.`
        : `Vous avez suivi la formation « ${training.title} », terminée le ${day(training.end_date)}. Trois mois plus tard, qu'en avez-vous fait ?`,
      'Trois questions, deux minutes : avez-vous mis en pratique ce que vous avez appris, qu’est-ce qui a changé pour vous, recommanderiez-vous cette formation ? Vos réponses nous aident à améliorer nos formations.',
    ],
    action: { label: 'Répondre au questionnaire', url: link },
    after: relance ? ['C’est notre dernier rappel : si vous avez déjà répondu, ne tenez pas compte de ce message.'] : [],
  });
  return {
    to: to.email,
    subject: `${relance ? 'Rappel : ' : ''}votre avis trois mois après la formation « ${training.title} » – ${INSTITUTE_NAME}`,
    ...body,
  };
}

export function teamSurveyEmail({ to, training, link, relance }: SurveyEmailInput): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      relance
        ? `Nous n'avons pas encore reçu votre avis sur la formation « ${training.title} », terminée le ${day(training.end_date)}.`
        : `La formation « ${training.title} » s'est terminée le ${day(training.end_date)}. Merci d'y avoir contribué.`,
      'Comment s’est passé le groupe, quelles étaient les conditions matérielles, que voudriez-vous nous dire ? Votre réponse nourrit l’amélioration de nos formations.',
    ],
    action: { label: 'Répondre au questionnaire', url: link },
    after: relance ? ['C’est notre dernier rappel : si vous avez déjà répondu, ne tenez pas compte de ce message.'] : [],
  });
  return {
    to: to.email,
    subject: `${relance ? 'Rappel : ' : ''}questionnaire de l'équipe pédagogique, formation « ${training.title} » – ${INSTITUTE_NAME}`,
    ...body,
  };
}
