/** PATCH /api/complaints/{id}/status: moves a complaint along the transitions table ('Prendre en charge'). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { ComplaintStatus } from '@irt/api/constants';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useSetComplaintStatus(id: number) {
  const invalidate = useInvalidateAfter('complaintSaved');
  return useMutation({
    mutationFn: (status: ComplaintStatus) => api.patch('/complaints/:id/status', { params: { id }, body: { status } }),
    onSuccess: invalidate,
  });
}
