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

/** 'Bravo, les emails ont bien été envoyés' followed by the addresses that failed, if any. */
export function sentManyText(result: SendDocumentsResult): string {
  const count = `${result.sent_count} stagiaire${result.sent_count > 1 ? 's' : ''}`;
  if (result.failed_emails.length === 0) return `${result.message} à ${count}.`;
  return `${result.message} à ${count}, sauf aux adresses suivantes : ${result.failed_emails.join(', ')}`;
}
