/** The texts of the documents' outcomes (spec 001 §8). */
import { readApiError } from '@irt/shared-auth';
import type { SendDocumentsResult } from '@irt/api/contract';

export const DOCUMENT_TEXTS = {
  generationFailed: "Une erreur s'est produite lors de la génération du document.",
  mailFailed: "Une erreur s'est produite",
  noSelection: "Aucun stagiaire sélectionné pour l'envoi.",
  certificateUnavailable: "L'attestation de présence n'est pas éditable",
} as const;

/** Title 'Erreur', detail the server's message or the generic one. */
export function documentErrorText(error: unknown): string {
  return `Erreur : ${readApiError(error).message ?? DOCUMENT_TEXTS.generationFailed}`;
}

export function mailErrorText(error: unknown): string {
  return readApiError(error).message ?? DOCUMENT_TEXTS.mailFailed;
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
  const count = `${result.sent_count} stagiaire${result.sent_count > 1 ? 's' : ''}`;
  const sent =
    result.failed_emails.length === 0
      ? `${result.message} à ${count}.`
      : `${result.message} à ${count}, sauf aux adresses suivantes : ${result.failed_emails.join(', ')}.`;
  return result.not_validated_count > 0 ? `${sent} ${notValidatedText(result.not_validated_count)}` : sent;
}

/** Whether the outcome of a bulk sending is shown as an error. */
export function sentManyFailed(result: SendDocumentsResult): boolean {
  return result.failed_emails.length > 0 || result.not_validated_count > 0;
}
