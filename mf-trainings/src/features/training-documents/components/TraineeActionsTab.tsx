import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { PagedTable, type ListColumn } from '@irt/shared-ui/components/PagedTable';
import { useListController } from '@irt/shared-auth/query';
import { readApiError } from '@irt/shared-auth';
import { formatDate } from '@irt/shared-ui/formatters';
import type { TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { useTrainingTrainees } from '../../../shared/api/training-trainees';
import { documentFiles, useDownloadDocument } from '@irt/shared-auth/download';
import { useSendDocument, useSendDocuments, type TrainingDocument } from '../../../shared/api/send-documents';
import { DOCUMENT_TEXTS, mailErrorText, sentManyFailed, sentManyText } from '../feedback';
import { ofName } from '@irt/api/constants';
import { EmployerLettersPanel } from './EmployerLettersPanel';

export interface TraineeActionsTabProps {
  training: TrainingDetail;
}

function sentOn(value: string | null): string {
  return value ? `Envoyée le ${formatDate(value)}` : 'Non envoyée';
}

/**
 * The 'Actions par stagiaire' tab: each validated
 * trainee's convocation and certificate to download or send, and emails to the selected trainees
 * ('Aucun stagiaire sélectionné pour l'envoi.' without a selection).
 */
export function TraineeActionsTab({ training }: TraineeActionsTabProps) {
  // The page in the address, beside the page's `tab`, under a prefix of this tab's own.
  const list = useListController({ prefix: 'documents-' });
  const trainees = useTrainingTrainees(training.id, 'valide', list.page);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error' | 'warning'; text: string } | null>(null);
  const download = useDownloadDocument();
  const sendConvocations = useSendDocuments(training.id, 'convocation');
  const sendCertificates = useSendDocuments(training.id, 'certificate');
  const sendConvocation = useSendDocument(training.id, 'convocation');
  const sendCertificate = useSendDocument(training.id, 'certificate');
  const certificates = training.allowed_actions.can_issue_certificates;
  const rows = trainees.data?.data ?? [];
  const allOnPage = rows.length > 0 && rows.every((row) => selected.has(row.id));

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const toggleAll = () =>
    setSelected((current) => {
      const next = new Set(current);
      for (const row of rows) {
        if (allOnPage) next.delete(row.id);
        else next.add(row.id);
      }
      return next;
    });

  const sendSelection = (document: TrainingDocument) => {
    if (selected.size === 0) {
      setOutcome({ severity: 'warning', text: DOCUMENT_TEXTS.noSelection });
      return;
    }
    const mutation = document === 'convocation' ? sendConvocations : sendCertificates;
    mutation.mutate([...selected], {
      onSuccess: (result) => {
        setOutcome({ severity: sentManyFailed(result) ? 'error' : 'success', text: sentManyText(result) });
        setSelected(new Set());
      },
      onError: (error) => setOutcome({ severity: 'error', text: mailErrorText(error) }),
    });
  };

  const sendOne = (document: TrainingDocument, trainee: TrainingTrainee) =>
    (document === 'convocation' ? sendConvocation : sendCertificate).mutate(trainee.id, {
      onSuccess: () => setOutcome({ severity: 'success', text: MESSAGES.emailSent.withDetail(trainee.name) }),
      onError: (error) => setOutcome({ severity: 'error', text: mailErrorText(error) }),
    });

  const get = (document: TrainingDocument, trainee: TrainingTrainee) =>
    download.mutate(
      document === 'convocation' ? documentFiles.convocation(training, trainee.id, trainee.name) : documentFiles.certificate(training, trainee.id, trainee.name),
      { onError: (error) => notify(MESSAGES.documentFailed, readApiError(error).message) },
    );

  const sending = sendConvocations.isPending || sendCertificates.isPending;

  /** A document's column: when it was sent, then its buttons. */
  const documentCell = (sentAt: string | null, buttons: ReactNode) => (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
      <Typography component="span" variant="body2" sx={{ minWidth: 150 }}>
        {sentOn(sentAt)}
      </Typography>
      {buttons}
    </Box>
  );

  // One definition for the table and the phone's cards (selection box beside each card's name).
  const columns: readonly ListColumn<TrainingTrainee>[] = [
    {
      key: 'select',
      header: 'Sélection',
      padding: 'checkbox',
      card: 'aside',
      renderHeader: () => (
        <Checkbox
          checked={allOnPage}
          indeterminate={!allOnPage && rows.some((row) => selected.has(row.id))}
          onChange={toggleAll}
          slotProps={{ input: { 'aria-label': 'Sélectionner tous les stagiaires de la page' } }}
        />
      ),
      render: (trainee) => (
        <Checkbox
          checked={selected.has(trainee.id)}
          onChange={() => toggle(trainee.id)}
          slotProps={{ input: { 'aria-label': `Sélectionner ${trainee.name}` } }}
        />
      ),
    },
    {
      key: 'trainee',
      header: 'Stagiaire',
      title: true,
      render: (trainee) => (
        <>
          <Typography component="span" variant="body2" sx={{ display: 'block', fontWeight: 600 }}>
            {trainee.name}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
            {trainee.email}
          </Typography>
        </>
      ),
    },
    {
      key: 'convocation',
      header: 'Convocation',
      card: 'labelled',
      render: (trainee) =>
        documentCell(
          trainee.convocation_sent_at,
          <>
            <Tooltip title="Télécharger la convocation">
              <IconButton aria-label={`Télécharger la convocation ${ofName(trainee.name)}`} disabled={download.isPending} onClick={() => get('convocation', trainee)}>
                <Description />
              </IconButton>
            </Tooltip>
            <Tooltip title="Envoyer la convocation par email">
              <IconButton aria-label={`Envoyer la convocation à ${trainee.name}`} onClick={() => sendOne('convocation', trainee)}>
                <MailOutline />
              </IconButton>
            </Tooltip>
          </>,
        ),
    },
    {
      key: 'certificate',
      header: 'Attestation',
      card: 'labelled',
      render: (trainee) =>
        documentCell(
          trainee.certificate_sent_at,
          certificates && (
            <>
              <Tooltip title="Télécharger l'attestation">
                <IconButton aria-label={`Télécharger l'attestation ${ofName(trainee.name)}`} disabled={download.isPending} onClick={() => get('certificate', trainee)}>
                  <WorkspacePremium />
                </IconButton>
              </Tooltip>
              <Tooltip title="Envoyer l'attestation par email">
                <IconButton aria-label={`Envoyer l'attestation à ${trainee.name}`} onClick={() => sendOne('certificate', trainee)}>
                  <MailOutline />
                </IconButton>
              </Tooltip>
            </>
          ),
        ),
    },
  ];

  return (
    <Stack component="section" aria-label="Actions par stagiaire" spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
        <Typography sx={{ flex: 1 }} color="text.secondary">
          {selected.size === 0 ? 'Aucun stagiaire sélectionné' : `${selected.size} stagiaire${selected.size > 1 ? 's' : ''} sélectionné${selected.size > 1 ? 's' : ''}`}
        </Typography>
        <Button variant="contained" disabled={sending} onClick={() => sendSelection('convocation')}>
          Envoyer la convocation à la sélection
        </Button>
        {certificates && (
          <Button variant="contained" disabled={sending} onClick={() => sendSelection('certificate')}>
            Envoyer l&apos;attestation à la sélection
          </Button>
        )}
      </Stack>
      {!certificates && (
        <Alert severity="info">
          <strong>{DOCUMENT_TEXTS.certificateUnavailable}</strong> : les attestations sont disponibles une fois les présences saisies.
        </Alert>
      )}
      {outcome && (
        <Alert severity={outcome.severity} role="status" onClose={() => setOutcome(null)}>
          {outcome.text}
        </Alert>
      )}
      <Paper variant="outlined">
        <PagedTable
          label="Documents des stagiaires validés"
          query={trainees}
          page={list.page}
          onPageChange={list.setPage}
          columns={columns}
          getKey={(trainee) => trainee.id}
          getItemLabel={(trainee) => trainee.name}
          isSelected={(trainee) => selected.has(trainee.id)}
          emptyText="Aucun stagiaire validé pour cette formation."
          paginationLabel="Pages des stagiaires validés"
        />
      </Paper>
      <EmployerLettersPanel training={training} />
    </Stack>
  );
}
