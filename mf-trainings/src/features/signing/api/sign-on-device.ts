/**
 * POST /api/trainings/{id}/signatures/trainee (a trainee signs on the teacher's device) and
 * POST /api/trainings/{id}/signatures/trainer (the teacher signs, which closes the half-day).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { signingSheetKeys } from './get-signing-sheet';

export type DeviceSignature = { kind: 'trainee'; profileId: number; signature: string } | { kind: 'trainer'; signature: string };

export function useSignOnDevice(trainingId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: DeviceSignature) =>
      input.kind === 'trainee'
        ? api.post('/trainings/:id/signatures/trainee', { params: { id: trainingId }, body: { profile_id: input.profileId, signature: input.signature } })
        : api.post('/trainings/:id/signatures/trainer', { params: { id: trainingId }, body: { signature: input.signature } }),
    onSettled: () => client.invalidateQueries({ queryKey: signingSheetKeys.sheet(trainingId) }),
  });
}
