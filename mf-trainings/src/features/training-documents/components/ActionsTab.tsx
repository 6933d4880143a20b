import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import Send from '@mui/icons-material/Send';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { readApiError } from '@irt/shared-auth';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import type { TrainingDetail } from '@irt/api/contract';
import { documentFiles, useDownloadDocument, type DocumentFile } from '@irt/shared-auth/download';
import { useSendDocuments, type TrainingDocument } from '../../../shared/api/send-documents';
import { DOCUMENT_TEXTS, mailErrorText, sentManyFailed, sentManyText } from '../feedback';

export interface ActionsTabProps {
  training: TrainingDetail;
}

const CONFIRM_TEXTS: Record<TrainingDocument, { title: string; message: string }> = {
  convocation: {
    title: 'Envoyer les convocations',
    message: 'Voulez-vous envoyer la convocation par email à tous les stagiaires validés ?',
  },
  certificate: {
    title: 'Envoyer les attestations',
    message: "Voulez-vous envoyer l'attestation de présence par email à tous les stagiaires validés ?",
  },
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        {children}
      </Stack>
    </Paper>
  );
}

/**
 * The Actions tab (administrateur, gestionnaire): the
 * documents of the whole training. Sending to every validated trainee asks for a confirmation; the answer
 * lists the addresses that could not be reached. Certificates exist once the attendance is marked done
 * (status 5).
 */
export function ActionsTab({ training }: ActionsTabProps) {
  const download = useDownloadDocument();
  const sendConvocations = useSendDocuments(training.id, 'convocation');
  const sendCertificates = useSendDocuments(training.id, 'certificate');
  const [confirm, setConfirm] = useState<TrainingDocument | null>(null);
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const certificates = training.allowed_actions.can_issue_certificates;

  const get = (file: DocumentFile) =>
    download.mutate(file, {
      onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message),
    });

  const send = () => {
    if (!confirm) return;
    const mutation = confirm === 'convocation' ? sendConvocations : sendCertificates;
    mutation.mutate(undefined, {
      onSuccess: (result) => {
        // One message, the banner, which says how many were sent, which addresses failed and how many
        // selected registrations were skipped as not validated.
        setOutcome({ severity: sentManyFailed(result) ? 'error' : 'success', text: sentManyText(result) });
      },
      onError: (error) => setOutcome({ severity: 'error', text: mailErrorText(error) }),
      onSettled: () => setConfirm(null),
    });
  };

  return (
    <Stack component="section" aria-label="Actions" spacing={2}>
      {outcome && (
        <Alert severity={outcome.severity} role="status" onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
      <Section title="Convocations">
        <Button variant="outlined" startIcon={<Download />} disabled={download.isPending} onClick={() => get(documentFiles.convocations(training))}>
          Télécharger toutes les convocations
        </Button>
        <Button variant="contained" startIcon={<Send />} onClick={() => setConfirm('convocation')}>
          Envoyer les convocations à tous les stagiaires
        </Button>
      </Section>
      <Section title="Émargement">
        <Button variant="outlined" startIcon={<Download />} disabled={download.isPending} onClick={() => get(documentFiles.attendanceSheet(training))}>
          Télécharger la feuille d&apos;émargement
        </Button>
      </Section>
      <Section title="Attestations de présence">
        {certificates ? (
          <>
            <Button variant="outlined" startIcon={<Download />} disabled={download.isPending} onClick={() => get(documentFiles.certificates(training))}>
              Télécharger toutes les attestations
            </Button>
            <Button variant="contained" startIcon={<Send />} onClick={() => setConfirm('certificate')}>
              Envoyer les attestations à tous les stagiaires
            </Button>
          </>
        ) : (
          <Alert severity="info" sx={{ flex: 1 }}>
            <strong>{DOCUMENT_TEXTS.certificateUnavailable}</strong> : les attestations sont disponibles une fois les présences saisies.
          </Alert>
        )}
      </Section>
      <ConfirmDialog
        open={confirm !== null}
        title={confirm ? CONFIRM_TEXTS[confirm].title : ''}
        message={confirm ? CONFIRM_TEXTS[confirm].message : ''}
        confirmLabel="Confirmer"
        cancelLabel="Annuler"
        pending={sendConvocations.isPending || sendCertificates.isPending}
        onConfirm={send}
        onClose={() => setConfirm(null)}
      />
    </Stack>
  );
}
