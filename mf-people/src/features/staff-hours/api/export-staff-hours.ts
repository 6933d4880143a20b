/** GET /api/export-training-staff-hours: the report's rows of the current filter, saved as .xlsx ('Exporter'). */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@irt/shared-auth/download';
import { staffHoursQuery, type StaffHoursFilters } from './filters';

export const STAFF_HOURS_FALLBACK_NAME = 'heures-formateurs.xlsx';

export function useExportStaffHours() {
  return useMutation({
    mutationFn: (filters: StaffHoursFilters) =>
      downloadFile('/export-training-staff-hours', { query: staffHoursQuery(filters) }, STAFF_HOURS_FALLBACK_NAME),
  });
}
