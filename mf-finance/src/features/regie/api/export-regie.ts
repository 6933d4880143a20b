/** GET /api/financial-report-export/excel/{paymentOrderId}: 'Exporter la régie', saved as regie-{number}-{date}.xlsx. */
import { useMutation } from '@tanstack/react-query';
import { INSTITUTE_TIME_ZONE } from '@irt/api/constants';
import { downloadFile } from '@irt/shared-auth/download';

/** The name the server gives, used if its answer gives none: the régie's number and today's date in Paris. */
export function regieFileName(orderNumber: string, now = new Date()): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: INSTITUTE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return `regie-${orderNumber.replace(/[^A-Za-z0-9-]+/g, '-')}-${day}.xlsx`;
}

export function useExportRegie() {
  return useMutation({
    mutationFn: (regie: { id: number; order_number: string }) =>
      downloadFile('/financial-report-export/excel/:paymentOrderId', { params: { paymentOrderId: regie.id } }, regieFileName(regie.order_number)),
  });
}
