/** POST /api/bpf/{year}/close: 'Clôturer le BPF {année}'; the answer is the frozen BPF. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@irt/shared-auth';
import { bpfKey } from './get-bpf';

export function useCloseBpf(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/bpf/:year/close', { params: { year } }),
    onSuccess: async (report) => {
      client.setQueryData(bpfKey(year), report);
      // The rows read before the closing named the trainees; the frozen ones keep their numbers only.
      await client.invalidateQueries({ queryKey: [...bpfKey(year), 'rows'] });
    },
  });
}
