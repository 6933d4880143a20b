/** POST /api/payment-orders without an expense: 'Créer la nouvelle régie'. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useCreateRegie() {
  const invalidate = useInvalidateAfter('regieCreated');
  return useMutation({ mutationFn: () => api.post('/payment-orders', { body: {} }), onSuccess: invalidate });
}
