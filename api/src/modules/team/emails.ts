/** The email a new team member receives: their account exists, a link lets them choose their password. */
import { INSTITUTE_NAME } from '../../config';
import { TEAM_WELCOME_LINK_DAYS } from '../../contract/constants/limits';
import { composeEmail, type MailMessage } from '../../plugins/mail';

/**
 * The welcome link: the password-reset page with `bienvenue=1`, which then speaks of choosing a first
 * password rather than changing one.
 */
export function welcomeLink(resetAddress: string): string {
  return `${resetAddress}&bienvenue=1`;
}

export function teamWelcomeEmail(to: { name: string; email: string }, roleName: string, link: string): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Un compte « ${roleName} » vous a été créé sur le portail de l'${INSTITUTE_NAME}.`,
      `Votre identifiant est votre adresse email : ${to.email}.`,
      'Pour choisir votre mot de passe et accéder au portail, cliquez sur le lien ci-dessous.',
    ],
    action: { label: 'Choisir mon mot de passe', url: link },
    after: [
      `Ce lien est valable ${TEAM_WELCOME_LINK_DAYS} jours et ne peut servir qu'une seule fois. Passé ce délai, utilisez « Mot de passe oublié » sur la page de connexion.`,
      "Si vous ne vous attendiez pas à ce compte, ignorez cet email ou prévenez l'institut.",
    ],
  });
  return { to: to.email, subject: `Votre compte sur le portail – ${INSTITUTE_NAME}`, ...body };
}
