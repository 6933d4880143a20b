/** GET /api/bpf/{year}: the BPF of a year (administrateur), under the yearly figures' root. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { queryRoots } from '@irt/shared-auth/query';

export const bpfKey = (year: number) => [...queryRoots.stats, 'bpf', year] as const;

export function bpfQueryOptions(year: number) {
  return queryOptions({
    queryKey: bpfKey(year),
    queryFn: ({ signal }) => api.get('/bpf/:year', { params: { year }, signal }),
  });
}

export const useBpf = (year: number) => useQuery(bpfQueryOptions(year));
