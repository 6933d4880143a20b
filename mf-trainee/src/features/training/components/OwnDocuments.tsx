import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { readApiError } from '@irt/shared-auth';
import type { TrainingDetail } from '@irt/api/contract';
import { useDownloadOwnDocument, type OwnDocument } from '../api/download-document';
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
  const download = useDownloadOwnDocument();
  const start = (document: OwnDocument) =>
    download.mutate(
      { document, trainingId: training.id, registrationId },
      { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) },
    );
  const pending = (document: OwnDocument) => download.isPending && download.variables.document === document;
  // A cancelled training issues no document.
  if (training.training_status_id === TRAINING_STATUS.cancelled) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => start('convocation')} disabled={download.isPending} aria-busy={pending('convocation')}>
        Télécharger ma convocation
      </Button>
      {certificateAvailable(training) && (
        <Button variant="outlined" onClick={() => start('attestation')} disabled={download.isPending} aria-busy={pending('attestation')}>
          Télécharger mon attestation
        </Button>
      )}
    </Stack>
  );
}

export default OwnDocuments;
