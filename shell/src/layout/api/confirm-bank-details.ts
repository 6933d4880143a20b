/** POST /api/profile/bank-details/confirm, then the session's profile is loaded again. */
import { useMutation } from '@tanstack/react-query';
import { confirmBankDetails } from '@irt/shared-auth';

export function useConfirmBankDetails() {
  return useMutation({ mutationFn: confirmBankDetails });
}
