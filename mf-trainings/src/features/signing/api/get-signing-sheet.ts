/**
 * GET /api/trainings/{id}/signing: the half-day in progress, its QR token and who has signed. Read again
 * every few seconds (and when the token's 30-second window ends), so the code changes and the list fills
 * while the screen is shown.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

/** How often the screen asks who has signed. */
const REFRESH_MS = 5000;

export const signingSheetKeys = {
  sheet: (id: number) => [...queryRoots.trainings, 'signing', id] as const,
};

export function signingSheetQueryOptions(id: number) {
  return queryOptions({
    queryKey: signingSheetKeys.sheet(id),
    queryFn: ({ signal }) => api.get('/trainings/:id/signing', { params: { id }, signal }),
    refetchInterval: (query) => {
      const expires = query.state.data?.qr_expires_at;
      const untilExpiry = expires ? Date.parse(expires) - Date.now() + 250 : REFRESH_MS;
      return Math.max(1000, Math.min(REFRESH_MS, untilExpiry));
    },
  });
}

export function useSigningSheet(id: number) {
  return useQuery(signingSheetQueryOptions(id));
}
