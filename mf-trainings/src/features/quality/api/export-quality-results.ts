/** GET /api/quality/results/export: the year's results as a workbook, saved under the server's name. */
import { useMutation } from '@tanstack/react-query';
import { readApiError } from '@irt/shared-auth';
import { downloadFile } from '@irt/shared-auth/download';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';

export function useExportQualityResults() {
  return useMutation({
    mutationFn: (year: number) => downloadFile('/quality/results/export', { query: { year } }, `resultats_qualite_${year}.xlsx`),
    onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message),
  });
}
