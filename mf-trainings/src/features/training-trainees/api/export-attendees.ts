/** GET /api/trainings/{id}/export-attendees: 'Exporter les pupitres', the .xlsx saved as stagiaires_{id}.xlsx. */
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@irt/shared-auth/download';

export function exportAttendeesFileName(trainingId: number): string {
  return `stagiaires_${trainingId}.xlsx`;
}

export function useExportAttendees(trainingId: number) {
  return useMutation({
    mutationFn: () => downloadFile('/trainings/:id/export-attendees', { params: { id: trainingId } }, exportAttendeesFileName(trainingId)),
  });
}
