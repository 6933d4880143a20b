/** GET /api/employer-letters/{registrationId}: the training leave of the trainee's registration (null without one). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';
import type { EmployerLetterSummary } from '@irt/api/contract';

/** Under the trainings root: a change of the registration refreshes it with the training. */
export const employerLeaveKeys = {
  all: [...queryRoots.trainings, 'employer-leave'] as const,
  one: (registrationId: number) => [...employerLeaveKeys.all, registrationId] as const,
};

export function employerLeaveQueryOptions(registrationId: number) {
  return queryOptions({
    queryKey: employerLeaveKeys.one(registrationId),
    queryFn: ({ signal }): Promise<EmployerLetterSummary> => api.get('/employer-letters/:registrationId', { params: { registrationId }, signal }),
  });
}

export function useEmployerLeave(registrationId: number) {
  return useQuery(employerLeaveQueryOptions(registrationId));
}
