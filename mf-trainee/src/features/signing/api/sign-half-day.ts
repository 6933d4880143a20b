/** POST /api/signing/{token}: the trainee signs the half-day with their own phone. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { signingKeys } from './get-signing-ticket';

export function useSignHalfDay(token: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (signature: string) => api.post('/signing/:token', { params: { token }, body: { signature } }),
    onSuccess: (receipt) =>
      client.setQueryData(signingKeys.ticket(token), (ticket) => (ticket ? { ...ticket, signed_at: receipt.signed_at } : ticket)),
  });
}
