/** PATCH /api/improvement-actions/{id}: edits an action, marks it done or to do again. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { ImprovementActionPatch } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useUpdateImprovementAction() {
  const invalidate = useInvalidateAfter('improvementActionSaved');
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: ImprovementActionPatch }) => api.patch('/improvement-actions/:id', { params: { id }, body: patch }),
    onSuccess: invalidate,
  });
}
