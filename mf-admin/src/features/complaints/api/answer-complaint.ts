/** POST /api/complaints/{id}/answer: the answer, emailed to the author; the complaint is then 'Traitée'. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useAnswerComplaint(id: number) {
  const invalidate = useInvalidateAfter('complaintSaved');
  return useMutation({
    mutationFn: (answer: string) => api.post('/complaints/:id/answer', { params: { id }, body: { answer } }),
    onSuccess: invalidate,
  });
}
