/** GET /api/bpf/{year}/figures/{key}: the rows one figure of the BPF counts. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { bpfKey } from './get-bpf';

export function bpfFigureRowsQueryOptions(year: number, key: string) {
  return queryOptions({
    queryKey: [...bpfKey(year), 'rows', key] as const,
    queryFn: ({ signal }) => api.get('/bpf/:year/figures/:key', { params: { year, key }, signal }),
  });
}

/** Read only while `key` is set (the dialog is open). */
export function useBpfFigureRows(year: number, key: string | null) {
  return useQuery({ ...bpfFigureRowsQueryOptions(year, key ?? ''), enabled: key !== null });
}
