/** DELETE /api/improvement-actions/{id}. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useDeleteImprovementAction() {
  const invalidate = useInvalidateAfter('improvementActionSaved');
  return useMutation({ mutationFn: (id: number) => api.delete('/improvement-actions/:id', { params: { id } }), onSuccess: invalidate });
}
