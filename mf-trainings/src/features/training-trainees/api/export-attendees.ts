/** GET /api/trainings/{id}/export-attendees: 'Exporter les pupitres', the .xlsx saved as stagiaires_{id}.xlsx. */
import { useMutation } from '@tanstack/react-query';
import { documentFiles } from '@irt/shared-auth/download';

export function useExportAttendees(trainingId: number) {
  const file = documentFiles.attendees({ id: trainingId });
  return useMutation({ mutationFn: () => file.download() });
}
