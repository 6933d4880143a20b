/** POST /api/profiles/{id}/reactivate: reopens a closed account (it logs in again, with new sessions). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useReopenAccount(profileId: number) {
  const invalidate = useInvalidateAfter('accountReopened');
  return useMutation({
    mutationFn: () => api.post('/profiles/:id/reactivate', { params: { id: profileId } }),
    onSuccess: invalidate,
  });
}
