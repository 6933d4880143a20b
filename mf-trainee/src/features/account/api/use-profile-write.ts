/**
 * Every write of the account form ends the same way: the profile and the lists showing it load again
 * (profiles root), and the session's user and profile are read again, so the completion of the
 * dashboard and the name and picture of the top bar follow at once.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchProfile, fetchUser } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export function useProfileWrite<T, R>(write: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryRoots.profiles }), fetchUser().catch(() => undefined), fetchProfile()]);
    },
  });
}
