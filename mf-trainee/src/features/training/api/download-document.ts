/**
 * The trainee's own documents (spec 001 §7, §9): GET /api/trainings/{id}/convocation/{registrationId}
 * and GET /api/certificate/{trainingId}/{registrationId}, each a PDF saved under the name the server
 * gives in Content-Disposition (f{id}-convocation-…pdf, f{id}-attestation-…pdf).
 */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@irt/shared-auth/download';

export type OwnDocument = 'convocation' | 'attestation';

export function documentPath(document: OwnDocument, trainingId: number, registrationId: number): string {
  return document === 'convocation' ? `trainings/${trainingId}/convocation/${registrationId}` : `certificate/${trainingId}/${registrationId}`;
}

export interface DownloadRequest {
  document: OwnDocument;
  trainingId: number;
  registrationId: number;
}

/** Downloads and saves one document; resolves to the file name used. */
export function downloadOwnDocument({ document: kind, trainingId, registrationId }: DownloadRequest): Promise<string> {
  return downloadFile(documentPath(kind, trainingId, registrationId), `f${trainingId}-${kind}.pdf`);
}

export function useDownloadOwnDocument() {
  return useMutation({ mutationFn: downloadOwnDocument });
}
