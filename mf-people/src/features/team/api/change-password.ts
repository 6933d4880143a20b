/**
 * PUT /api/user/password: a staff member's own password, the current one required. The server closes
 * every other session of the account and keeps this one.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { PasswordChangeRequest } from '@irt/api/contract';

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: (body: PasswordChangeRequest) => api.put('/user/password', { body }) });
}
