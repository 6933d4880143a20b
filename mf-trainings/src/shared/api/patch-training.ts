/**
 * PATCH /api/trainings/{id}: a status change of the lifecycle (or a forced one), the 'Modifier' dialog
 * (title, theme and place), or the attendance marked done and its cancellation. A body with a status is
 * a status change (the training, the lists and the dashboards' panels load again), any other a save.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { invalidateAfter } from '@irt/shared-auth/query';
import type { AttendanceDonePatch, StatusPatch, TitlePatch, TrainingPatchBody } from '@irt/api/contract';

/** A change of place may create a booking conflict: the dialog sends it again confirmed after the 409. */
type Confirmable<T> = T & Pick<TrainingPatchBody, 'confirm_conflicts'>;

export function usePatchTraining(trainingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Confirmable<StatusPatch> | Confirmable<TitlePatch> | AttendanceDonePatch) => api.patch('/trainings/:id', { params: { id: trainingId }, body }),
    onSuccess: (_answer, body) => invalidateAfter(queryClient, 'training_status_id' in body ? 'trainingStatusChanged' : 'trainingSaved'),
  });
}
