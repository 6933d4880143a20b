/** PUT /api/bpf/{year}/manual: the amounts the administrateur completes; the answer is the year's BPF. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BpfManualPayload } from '@irt/api/contract';
import { api } from '@irt/shared-auth';
import { bpfKey } from './get-bpf';

export function useSaveBpfManual(year: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BpfManualPayload) => api.put('/bpf/:year/manual', { params: { year }, body }),
    onSuccess: (report) => client.setQueryData(bpfKey(year), report),
  });
}
