/**
 * PUT /api/user/password: the caller's own password, the current one required (a trainee from their
 * account, a staff member from their profile). The server closes every other session of the account and
 * keeps this one: nothing on the page needs reloading.
 */
import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@irt/api/contract';
import { api } from '../api-client';

export function useChangeOwnPassword() {
  return useMutation({ mutationFn: (body: PasswordChangeRequest) => api.put('/user/password', { body }) });
}
