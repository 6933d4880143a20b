/**
 * Emails carrying the convocation or the attendance certificate:
 * POST /api/send-convocations/{trainingId} and POST /api/send-certificates-email/{trainingId} (the selected
 * registrations, or every validated trainee), POST /api/send-convocation/{trainingId}/{registrationId} and
 * POST /api/send-certificate-email/{trainingId}/{registrationId}.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export type TrainingDocument = 'convocation' | 'certificate';

/** To several trainees: `registrationIds` the selection, undefined for every validated trainee. */
export function useSendDocuments(trainingId: number, document: TrainingDocument) {
  // Sending marks the registrations' documents as sent: the trainees lists and the training's counts reload.
  const invalidate = useInvalidateAfter('documentsSent');
  return useMutation({
    mutationFn: (registrationIds?: number[]) =>
      api.post(document === 'convocation' ? '/send-convocations/:trainingId' : '/send-certificates-email/:trainingId', {
        params: { trainingId },
        body: registrationIds ? { registration_ids: registrationIds } : {},
      }),
    onSuccess: invalidate,
  });
}

/** To one trainee (`registrationId`: the registration's id). */
export function useSendDocument(trainingId: number, document: TrainingDocument) {
  const invalidate = useInvalidateAfter('documentsSent');
  return useMutation({
    mutationFn: (registrationId: number) =>
      api.post(document === 'convocation' ? '/send-convocation/:trainingId/:traineeId' : '/send-certificate-email/:trainingId/:traineeId', {
        params: { trainingId, traineeId: registrationId },
      }),
    onSuccess: invalidate,
  });
}
