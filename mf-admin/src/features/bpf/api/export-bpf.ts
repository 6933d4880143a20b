/** GET /api/bpf/{year}/export: the BPF's workbook, saved by the browser. */
import { useMutation } from '@tanstack/react-query';
import { readApiError } from '@irt/shared-auth';
import { downloadFile } from '@irt/shared-auth/download';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';

export function useExportBpf(year: number) {
  return useMutation({
    mutationFn: () => downloadFile('/bpf/:year/export', { params: { year } }, `bpf_${year}.xlsx`),
    onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message),
  });
}
