/** The two emails of the account lifecycle, in French, with the institute's name. */
import { INSTITUTE_NAME } from '../../config';
import { EMAIL_TOKEN_TTL_MINUTES } from './email-tokens';
import { composeEmail, type MailMessage } from '../../plugins/mail';

export function verificationLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/verification-email?id=${userId}&token=${encodeURIComponent(token)}`;
}

export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reinitialisation-mot-de-passe?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

export function verificationEmail(to: { name: string; email: string }, link: string): MailMessage {
  const hours = EMAIL_TOKEN_TTL_MINUTES.email_verification / 60;
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Votre compte sur le portail de l'${INSTITUTE_NAME} a bien été créé.`,
      'Pour confirmer votre adresse email, cliquez sur le lien ci-dessous.',
    ],
    action: { label: 'Confirmer mon adresse email', url: link },
    after: [
      `Ce lien est valable ${hours} heures.`,
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement cet email.",
    ],
  });
  return { to: to.email, subject: `Confirmez votre adresse email – ${INSTITUTE_NAME}`, ...body };
}

export function passwordResetEmail(to: { name: string; email: string }, link: string): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Vous avez demandé la réinitialisation de votre mot de passe sur le portail de l'${INSTITUTE_NAME}.`,
      'Pour choisir un nouveau mot de passe, cliquez sur le lien ci-dessous.',
    ],
    action: { label: 'Réinitialiser mon mot de passe', url: link },
    after: [
      `Ce lien est valable ${EMAIL_TOKEN_TTL_MINUTES.password_reset} minutes et ne peut servir qu'une seule fois.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre mot de passe reste inchangé.",
    ],
  });
  return { to: to.email, subject: `Réinitialisation de votre mot de passe – ${INSTITUTE_NAME}`, ...body };
}
