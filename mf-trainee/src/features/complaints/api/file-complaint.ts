/** POST /api/complaints: files a complaint; the server emails its acknowledgement at once. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { ComplaintPayload } from '@irt/api/contract';
import { useInvalidateAfter } from '@irt/shared-auth/query';

export function useFileComplaint() {
  const invalidate = useInvalidateAfter('complaintSaved');
  return useMutation({ mutationFn: (body: ComplaintPayload) => api.post('/complaints', { body }), onSuccess: invalidate });
}
