/** POST /api/profiles/{id}/deactivate: closes the account (no more login, its sessions end). */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useCloseAccount(profileId: number) {
  const invalidate = useInvalidateAfter('accountClosed');
  return useMutation({
    mutationFn: () => api.post('/profiles/:id/deactivate', { params: { id: profileId } }),
    onSuccess: invalidate,
  });
}
