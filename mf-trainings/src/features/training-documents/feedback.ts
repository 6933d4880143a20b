/** The texts of the documents' outcomes: the catalogue's (`@irt/shared-ui/messages`), and this tab's own. */
import { readApiError } from '@irt/shared-auth';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { SendDocumentsResult } from '@irt/api/contract';

export const DOCUMENT_TEXTS = {
  noSelection: "Aucun stagiaire sélectionné pour l'envoi.",
  certificateUnavailable: "L'attestation de présence n'est pas éditable",
} as const;

export function mailErrorText(error: unknown): string {
  return MESSAGES.emailsFailed.withDetail(readApiError(error).message);
}

/** The selected registrations not validated, which received nothing (counted, never named). */
function notValidatedText(count: number): string {
  return count === 1
    ? '1 inscription sélectionnée n’est pas validée : elle n’a rien reçu.'
    : `${count} inscriptions sélectionnées ne sont pas validées : elles n’ont rien reçu.`;
}

/**
 * 'Bravo, les emails ont bien été envoyés à N stagiaires.' followed by the addresses that failed and
 * the registrations skipped, if any.
 */
export function sentManyText(result: SendDocumentsResult): string {
  const sent = MESSAGES.emailsSent.toTrainees(result.sent_count, result.failed_emails);
  return result.not_validated_count > 0 ? `${sent} ${notValidatedText(result.not_validated_count)}` : sent;
}

/** Whether the outcome of a bulk sending is shown as an error. */
export function sentManyFailed(result: SendDocumentsResult): boolean {
  return result.failed_emails.length > 0 || result.not_validated_count > 0;
}
