import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { notify } from '@irt/shared-ui/components/notifications';
import { readApiError, useSession } from '@irt/shared-auth';
import { documentFiles, useDownloadDocument, type DocumentFile } from '@irt/shared-auth/download';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { TrainingDetail } from '@irt/api/contract';
import { TRAINING_STATUS } from '@irt/api/constants';

/** The attendance certificate exists once the attendance is done (status 5 with the sheet done). */
export function certificateAvailable(training: Pick<TrainingDetail, 'training_status_id' | 'attendance_sheet_done'>): boolean {
  return training.training_status_id === TRAINING_STATUS.toClose && training.attendance_sheet_done;
}

/**
 * A validated trainee's own documents: 'Télécharger ma convocation', and 'Télécharger mon attestation'
 * once the certificate exists. Rendered only for a validated registration of a training not cancelled.
 */
export function OwnDocuments({ training, registrationId }: { training: TrainingDetail; registrationId: number }) {
  const download = useDownloadDocument();
  // The file is named after the trainee, as when staff download it.
  const traineeName = useSession((state) => state.user?.name ?? '');
  const files = {
    convocation: documentFiles.convocation(training, registrationId, traineeName),
    attestation: documentFiles.certificate(training, registrationId, traineeName),
  };
  const start = (file: DocumentFile) =>
    download.mutate(file, { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) });
  const pending = (file: DocumentFile) => download.isPending && download.variables.path === file.path;
  // A cancelled training issues no document.
  if (training.training_status_id === TRAINING_STATUS.cancelled) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => start(files.convocation)} disabled={download.isPending} aria-busy={pending(files.convocation)}>
        Télécharger ma convocation
      </Button>
      {certificateAvailable(training) && (
        <Button variant="outlined" onClick={() => start(files.attestation)} disabled={download.isPending} aria-busy={pending(files.attestation)}>
          Télécharger mon attestation
        </Button>
      )}
    </Stack>
  );
}

export default OwnDocuments;
