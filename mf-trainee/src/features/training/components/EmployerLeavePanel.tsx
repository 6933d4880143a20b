import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '@irt/shared-ui/components/notifications';
import { formatDay } from '@irt/shared-ui/formatters';
import { parisDay } from '@irt/shared-ui/paris-time';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { readApiError, useSession } from '@irt/shared-auth';
import { documentFiles, useDownloadDocument, type DocumentFile } from '@irt/shared-auth/download';
import type { TrainingDetail } from '@irt/api/contract';
import { useEmployerLeave } from '../api/get-employer-leave';
import { useSendEmployerNotice } from '../api/send-employer-notice';

/**
 * 'Congé de formation': the leave a validated trainee comes on, the day their employer must have the
 * letter by, the letter to download or to receive by email; once the training has ended, the attendance
 * certificate for the employer. Nothing for a registration without a leave.
 */
export function EmployerLeavePanel({ training, registrationId }: { training: TrainingDetail; registrationId: number }) {
  const summary = useEmployerLeave(registrationId);
  const download = useDownloadDocument();
  const send = useSendEmployerNotice(registrationId);
  const traineeName = useSession((state) => state.user?.name ?? '');
  const leave = summary.data?.leave;
  if (!leave) return null;

  const files = {
    notice: documentFiles.employerNotice(training, registrationId, traineeName),
    certificate: documentFiles.employerCertificate(training, registrationId, traineeName),
  };
  const start = (file: DocumentFile) =>
    download.mutate(file, { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) });
  const pending = (file: DocumentFile) => download.isPending && download.variables.path === file.path;
  const mail = () =>
    send.mutate(undefined, {
      onSuccess: (result) => notify(serverMessage(result.message)),
      onError: (error) => notify(MESSAGES.emailsFailed, readApiError(error).message),
    });
  const started = Date.now() >= new Date(training.start_date).getTime();
  const late = !started && parisDay(new Date()) > leave.notice_deadline;

  return (
    <Paper component="section" aria-labelledby="employer-leave-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="employer-leave-title" component="h2" variant="h6" sx={{ mb: 1 }}>
        Congé de formation
      </Typography>
      <Typography>{leave.label}</Typography>
      {!leave.certificate_available && (
        <>
          <Typography sx={{ mt: 1.5, fontWeight: 600 }} data-testid="employer-notice-deadline">
            À remettre à votre employeur avant le {formatDay(leave.notice_deadline)} inclus
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {leave.notice_days} jours avant le premier jour de formation (article {leave.notice_article} du code du travail).
          </Typography>
          {late && (
            <Alert severity="warning" sx={{ mt: 1.5 }}>
              La date limite est passée : remettez le courrier à votre employeur sans attendre.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => start(files.notice)} disabled={download.isPending} aria-busy={pending(files.notice)}>
              Télécharger la demande à l&apos;employeur
            </Button>
            <Button variant="outlined" onClick={mail} disabled={send.isPending} aria-busy={send.isPending}>
              M&apos;envoyer par courriel
            </Button>
          </Stack>
        </>
      )}
      {leave.certificate_available && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            À remettre à votre employeur à votre retour (article {leave.certificate_article} du code du travail) : vos demi-journées de
            présence et leurs horaires.
          </Typography>
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            onClick={() => start(files.certificate)}
            disabled={download.isPending}
            aria-busy={pending(files.certificate)}
          >
            Attestation de présence pour l&apos;employeur
          </Button>
        </>
      )}
    </Paper>
  );
}

export default EmployerLeavePanel;
