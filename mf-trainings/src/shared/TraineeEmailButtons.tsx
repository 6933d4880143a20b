import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { readApiError } from '@irt/shared-auth';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { useSendDocument } from './api/send-documents';

export interface TraineeEmailButtonsProps {
  training: TrainingDetail;
  trainee: TrainingTrainee;
}

/**
 * Sends this trainee their convocation, or their attendance certificate once it may be issued (status 5
 * with the attendance done). Only a validated trainee receives documents.
 */
export function TraineeEmailButtons({ training, trainee }: TraineeEmailButtonsProps) {
  const sendConvocation = useSendDocument(training.id, 'convocation');
  const sendCertificate = useSendDocument(training.id, 'certificate');
  if (trainee.registration_status.slug !== 'valide') return null;
  const options = {
    onSuccess: () => notify(MESSAGES.emailSent),
    onError: (error: unknown) => notify(MESSAGES.emailsFailed, readApiError(error).message),
  };
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" size="small" disabled={sendConvocation.isPending} onClick={() => sendConvocation.mutate(trainee.id, options)}>
        Envoyer la convocation par email
      </Button>
      {training.allowed_actions.can_issue_certificates && (
        <Button variant="outlined" size="small" disabled={sendCertificate.isPending} onClick={() => sendCertificate.mutate(trainee.id, options)}>
          Envoyer l&apos;attestation par email
        </Button>
      )}
    </Stack>
  );
}
