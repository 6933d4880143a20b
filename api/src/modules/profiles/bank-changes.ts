/**
 * Writes of bank details (README, "Sécurité"): only their owner and the administrateur change them;
 * every write is an audit event with the IBAN masked on both sides, and a change of existing details
 * emails the owner at once, in the transaction of the change, so a diverted account cannot go unnoticed.
 */
import { INSTITUTE_NAME } from '../../config';
import { ACCOUNT_MESSAGES } from '../../contract/accounts';
import { AUDIT_ACTIONS } from '../../contract/audit';
import { INSTITUTE_CONTACT_EMAIL, INSTITUTE_TIME_ZONE } from '../../contract/constants/institute';
import type { Tx } from '../../db/client';
import { openBankDetails } from '../../lib/bank-details';
import { HttpError } from '../../lib/errors';
import { composeEmail, type MailMessage, type Mailer } from '../../plugins/mail';
import { recordAudit, type AuditActor } from '../audit';
import { mayUseProfile, type Caller } from './scopes';
import { maskIban } from './validation';

export interface BankDetails {
  iban: string | null;
  bic: string | null;
}

/** 403 when the body writes an IBAN or a BIC (even empty) and the caller is neither the owner nor the administrateur. */
export function assertMayWriteBankDetails(caller: Caller, profileId: number, body: { iban?: unknown; bic?: unknown }): void {
  const writes = body.iban !== undefined || body.bic !== undefined;
  if (writes && !mayUseProfile(caller, 'editBank', profileId)) throw new HttpError(403, ACCOUNT_MESSAGES.bankDetailsOwnerOnly);
}

/** The details after a patch (absent fields keep their value), or null when the patch leaves them as they are. */
export function bankDetailsAfter(before: BankDetails, patch: { iban?: string | null; bic?: string | null }): BankDetails | null {
  const after = { iban: patch.iban !== undefined ? patch.iban : before.iban, bic: patch.bic !== undefined ? patch.bic : before.bic };
  return after.iban === before.iban && after.bic === before.bic ? null : after;
}

/** How the trail and the emails write an IBAN: masked, never in clear; a BIC-only change still reads as such. */
function shown(details: BankDetails): string | null {
  if (details.iban === null && details.bic === null) return null;
  const iban = details.iban === null ? 'aucun IBAN' : maskIban(details.iban);
  return details.bic === null ? iban : `${iban} · BIC ${details.bic.slice(0, 4)}••••`;
}

const whenFormat = new Intl.DateTimeFormat('fr-FR', { timeZone: INSTITUTE_TIME_ZONE, dateStyle: 'long', timeStyle: 'short' });

export function bankDetailsChangedEmail(to: { name: string; email: string }, at: Date, after: BankDetails, link: string): MailMessage {
  const body = composeEmail({
    greeting: `Bonjour ${to.name},`,
    paragraphs: [
      `Vos coordonnées bancaires ont été modifiées sur le portail de l'${INSTITUTE_NAME} le ${whenFormat.format(at)} (heure de Paris).`,
      after.iban === null ? 'Aucun IBAN n’est plus enregistré sur votre compte.' : `IBAN désormais enregistré : ${maskIban(after.iban)}.`,
      `Si vous n'êtes pas à l'origine de cette modification, contactez l'institut sans attendre (${INSTITUTE_CONTACT_EMAIL}) : vos prochains remboursements de frais seraient versés sur ce compte. Changez aussi votre mot de passe.`,
    ],
    action: { label: 'Vérifier mes coordonnées bancaires', url: link },
    after: ['Si vous êtes bien à l’origine de cette modification, vous n’avez rien à faire.'],
  });
  return { to: to.email, subject: `Vos coordonnées bancaires ont été modifiées – ${INSTITUTE_NAME}`, ...body };
}

export interface BankDetailsWrite {
  /** The owner's profile. */
  profileId: number;
  owner: { name: string; email: string };
  before: BankDetails;
  after: BankDetails;
  /** Email the owner (a change of existing details; at an account's creation the owner confirms at their first login instead). */
  emailOwner: boolean;
  /** Who wrote them, when not the request being served (the demo seed). */
  actor?: AuditActor;
}

/** The audit event of a write of bank details, and for a change of existing details the owner's email (same transaction). */
export async function recordBankDetailsWrite(tx: Tx, mail: Mailer | null, publicUrl: string, write: BankDetailsWrite): Promise<void> {
  await recordAudit(
    tx,
    { action: AUDIT_ACTIONS.bankDetailsChanged, objectType: 'profil', objectId: write.profileId, from: shown(write.before), to: shown(write.after) },
    write.actor,
  );
  if (write.emailOwner) {
    if (!mail) throw new Error('A change of bank details needs the mailer: its owner is emailed.');
    await mail.send(bankDetailsChangedEmail(write.owner, new Date(), write.after, `${publicUrl}/profil`), { db: tx });
  }
}

/** What the owner is asked to confirm at login (the IBAN masked), or null when nothing is waiting. */
export function bankDetailsToConfirm(stored: { iban: string | null; bic: string | null; bank_details_to_confirm: boolean }): { iban_masked: string | null } | null {
  if (!stored.bank_details_to_confirm) return null;
  const { iban } = openBankDetails(stored);
  return { iban_masked: iban === null ? null : maskIban(iban) };
}
