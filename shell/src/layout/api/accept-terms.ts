/** POST /api/profile/accept-terms, then the session's user and profile are loaded again. */
import { useMutation } from '@tanstack/react-query';
import { acceptTerms } from '@irt/shared-auth';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';

export function useAcceptTerms() {
  return useMutation({
    mutationFn: acceptTerms,
    onError: (error) => {
      console.error('Terms acceptance failed.', error);
      notify(MESSAGES.termsAcceptanceFailed);
    },
  });
}
