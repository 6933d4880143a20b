/** POST /api/absences (absent on a half-day) and DELETE /api/absences/{id} (present again). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';
import type { Absence, AbsencePayload, MessageResponse } from '@irt/api/contract';

export type AbsenceChange = { kind: 'add'; payload: AbsencePayload } | { kind: 'remove'; absenceId: number };

export function useChangeAbsence() {
  const invalidate = useInvalidateAfter('absenceChanged');
  return useMutation({
    mutationFn: (change: AbsenceChange): Promise<Absence | MessageResponse> =>
      change.kind === 'add'
        ? api.post('/absences', { body: change.payload })
        : api.delete('/absences/:id', { params: { id: change.absenceId } }),
    // Success or failure, the toggles show what the server holds.
    onSettled: invalidate,
  });
}
