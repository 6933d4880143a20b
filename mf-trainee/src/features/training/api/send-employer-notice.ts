/** POST /api/employer-letters/{registrationId}/notice/email: the letter for the employer, emailed to the trainee. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';

export function useSendEmployerNotice(registrationId: number) {
  return useMutation({
    mutationFn: () => api.post('/employer-letters/:registrationId/notice/email', { params: { registrationId } }),
  });
}
