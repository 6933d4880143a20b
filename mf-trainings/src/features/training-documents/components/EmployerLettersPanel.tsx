import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '@irt/shared-ui/components/notifications';
import { formatDay } from '@irt/shared-ui/formatters';
import { MESSAGES } from '@irt/shared-ui/messages';
import { readApiError } from '@irt/shared-auth';
import { documentFiles, useDownloadDocument } from '@irt/shared-auth/download';
import type { TrainingDetail } from '@irt/api/contract';
import { ofName } from '@irt/api/constants';
import { useEmployerLetters } from '../api/get-employer-letters';

/**
 * The trainees of the training who come on a training leave, each with the letter for the employer and,
 * once the training has ended, the attendance certificate for the employer. Nothing when no one does.
 */
export function EmployerLettersPanel({ training }: { training: TrainingDetail }) {
  const letters = useEmployerLetters(training.id);
  const download = useDownloadDocument();
  const rows = letters.data ?? [];
  if (rows.length === 0) return null;
  const get = (file: ReturnType<typeof documentFiles.employerNotice>) =>
    download.mutate(file, { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) });

  return (
    <Paper component="section" aria-labelledby="employer-letters-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="employer-letters-title" component="h2" variant="h6">
        Congés de formation : courriers pour l&apos;employeur
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {rows.map((row) => (
          <Stack
            component="li"
            key={row.registration_id}
            direction={{ xs: 'column', md: 'row' }}
            spacing={1}
            useFlexGap
            sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}
          >
            <Stack sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {row.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.label} · à remettre avant le {formatDay(row.notice_deadline)} inclus ({row.notice_days} jours)
              </Typography>
            </Stack>
            <Button
              size="small"
              variant="outlined"
              aria-label={`Courrier employeur ${ofName(row.name)}`}
              disabled={download.isPending}
              onClick={() => get(documentFiles.employerNotice(training, row.registration_id, row.name))}
            >
              Courrier employeur
            </Button>
            {row.certificate_available && (
              <Button
                size="small"
                variant="outlined"
                aria-label={`Attestation employeur ${ofName(row.name)}`}
                disabled={download.isPending}
                onClick={() => get(documentFiles.employerCertificate(training, row.registration_id, row.name))}
              >
                Attestation employeur
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
