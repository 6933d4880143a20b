/**
 * The trainee's own documents (spec 001 §7, §9): GET /api/trainings/{id}/convocation/{registrationId}
 * and GET /api/certificate/{trainingId}/{registrationId}, each a PDF saved under the name the server
 * gives in Content-Disposition (f{id}-convocation-…pdf, f{id}-attestation-…pdf).
 */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@irt/shared-auth/download';

export type OwnDocument = 'convocation' | 'attestation';

export interface DownloadRequest {
  document: OwnDocument;
  trainingId: number;
  registrationId: number;
}

/** Downloads and saves one document; resolves to the file name used. */
export function downloadOwnDocument({ document: kind, trainingId, registrationId }: DownloadRequest): Promise<string> {
  const fallbackName = `f${trainingId}-${kind}.pdf`;
  return kind === 'convocation'
    ? downloadFile('/trainings/:id/convocation/:registrationId', { params: { id: trainingId, registrationId } }, fallbackName)
    : downloadFile('/certificate/:trainingId/:registrationId', { params: { trainingId, registrationId } }, fallbackName);
}

export function useDownloadOwnDocument() {
  return useMutation({ mutationFn: downloadOwnDocument });
}
