/**
 * PUT /api/user/password: the caller's own password, the current one required. The server closes every
 * other session of the account and keeps this one: nothing on the page needs reloading.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import type { PasswordChangeRequest } from '@irt/api/contract';

export function useChangePassword() {
  return useMutation({ mutationFn: (body: PasswordChangeRequest) => api.put('/user/password', { body }) });
}
