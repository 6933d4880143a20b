/** The emails of the account lifecycle, in French, with the institute's name. */
import { INSTITUTE_NAME } from '../../config';
import { EMAIL_CHANGE_UNDO_ACTION } from '../../contract/auth';
import { EMAIL_TOKEN_TTL_MINUTES } from './email-tokens';
import { composeEmail, type MailMessage } from '../../plugins/mail';

export function verificationLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/verification-email?id=${userId}&token=${encodeURIComponent(token)}`;
}

/**
 * Where the old address undoes a change of the login email: the portal's email link page, which posts
 * id and token to the undo route when the link says so.
 */
export function emailChangeUndoLink(publicUrl: string, userId: number, token: string): string {
  return `${publicUrl}/verification-email?id=${userId}&token=${encodeURIComponent(token)}&action=${EMAIL_CHANGE_UNDO_ACTION}`;
}

export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}/reinitialisation-mot-de-passe?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/**
 * To the owner of an address someone tried to sign up with: no account was created, and the links lead
 * to the login and to the password reset request.
 */
export function signUpAttemptEmail(to: { name: string; email: string }, publicUrl: string): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Quelqu'un a tenté de créer un compte avec votre adresse email sur le portail de l'${INSTITUTE_NAME}. Un compte existe déjà à cette adresse : aucun nouveau compte n'a été créé.`,
      'Pour accéder à votre espace, connectez-vous avec votre compte existant.',
    ],
    action: { label: 'Me connecter', url: `${publicUrl}/authentification` },
    after: [
      `Mot de passe oublié ? Demandez-en un nouveau sur ${publicUrl}/reinitialisation.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet email : votre compte reste inchangé.",
    ],
  });
  return { to: to.email, subject: `Tentative de création de compte – ${INSTITUTE_NAME}`, ...body };
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

/** To the new address: the login email changes only once this link is followed. */
export function emailChangeConfirmationEmail(to: { name: string; email: string }, link: string): MailMessage {
  const hours = EMAIL_TOKEN_TTL_MINUTES.email_change / 60;
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Vous avez demandé que cette adresse devienne l'adresse de connexion de votre compte sur le portail de l'${INSTITUTE_NAME}.`,
      'Pour confirmer cette adresse, cliquez sur le lien ci-dessous. Votre ancienne adresse reste celle de connexion tant que ce lien n\'a pas été suivi.',
    ],
    action: { label: 'Confirmer ma nouvelle adresse email', url: link },
    after: [
      `Ce lien est valable ${hours} heures.`,
      "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement cet email.",
    ],
  });
  return { to: to.email, subject: `Confirmez votre nouvelle adresse email – ${INSTITUTE_NAME}`, ...body };
}

/** To the old address: a change was asked, and a link undoes it (and closes every session). */
export function emailChangeNoticeEmail(to: { name: string; email: string }, newEmail: string, link: string): MailMessage {
  const days = EMAIL_TOKEN_TTL_MINUTES.email_change_undo / (24 * 60);
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Une demande de changement de l'adresse email de votre compte sur le portail de l'${INSTITUTE_NAME} a été faite : la nouvelle adresse serait ${newEmail}.`,
      "Si vous n'êtes pas à l'origine de cette demande, cliquez sur le lien ci-dessous : votre adresse actuelle sera conservée (ou rétablie) et toutes les sessions ouvertes sur votre compte seront fermées. Changez ensuite votre mot de passe.",
    ],
    action: { label: 'Annuler le changement d\'adresse', url: link },
    after: [`Ce lien est valable ${days} jours.`, 'Si vous êtes bien à l\'origine de cette demande, vous n\'avez rien à faire.'],
  });
  return { to: to.email, subject: `Changement de l'adresse email de votre compte – ${INSTITUTE_NAME}`, ...body };
}
