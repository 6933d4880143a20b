/**
 * POST /api/trainings/conflicts: the double bookings a training would have with these dates, place and
 * team — a read sent as POST. The training form, the postponement, the place dialog and the team panel
 * warn with it before saving; the save itself still answers 409 for a conflict left unconfirmed.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots, useDebouncedTerm } from '@irt/shared-auth/query';
import type { Conflict, ConflictCheck } from '@irt/api/contract';

const NO_CONFLICTS: Conflict[] = [];

export function conflictCheckQueryOptions(check: ConflictCheck) {
  return queryOptions({
    // Under the trainings' root: any save of a training or a team asks again.
    queryKey: [...queryRoots.trainings, 'conflicts', 'check', check] as const,
    queryFn: ({ signal }) => api.post('/trainings/conflicts', { body: check, signal }),
    select: (answer) => answer.conflicts,
  });
}

/**
 * The conflicts of `check` once it has stayed the same for 600 ms (while dates are typed); none while
 * there is nothing to check (`null`: dates missing or invalid) or the answer is awaited.
 */
export function useConflictCheck(check: ConflictCheck | null): Conflict[] {
  const { term, typing } = useDebouncedTerm(check ? JSON.stringify(check) : '');
  const settled: ConflictCheck | null = term === '' ? null : (JSON.parse(term) as ConflictCheck);
  const query = useQuery({ ...conflictCheckQueryOptions(settled ?? { start_date: '', end_date: '' }), enabled: settled !== null });
  return settled && !typing && query.data ? query.data : NO_CONFLICTS;
}
