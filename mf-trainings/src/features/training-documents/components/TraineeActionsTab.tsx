import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Description from '@mui/icons-material/DescriptionOutlined';
import WorkspacePremium from '@mui/icons-material/WorkspacePremiumOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { readApiError } from '@irt/shared-auth';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { PaginationControl } from '@irt/shared-ui/components/PaginationControl';
import { formatDate } from '@irt/shared-ui/formatters';
import type { TrainingDetail, TrainingTrainee } from '@irt/api/contract';
import { useValidatedTrainees } from '../api/get-validated-trainees';
import { documentFiles, useDownloadDocument } from '../api/document-files';
import { useSendDocument, useSendDocuments, type TrainingDocument } from '../api/send-documents';
import { DOCUMENT_TEXTS, mailErrorText, sentManyFailed, sentManyText } from '../feedback';

export interface TraineeActionsTabProps {
  training: TrainingDetail;
}

function sentOn(value: string | null): string {
  return value ? `Envoyée le ${formatDate(value)}` : 'Non envoyée';
}

/**
 * The 'Actions par stagiaire' tab (spec 001 §2 'Convocation and certificate actions'): each validated
 * trainee's convocation and certificate to download or send, and emails to the selected trainees
 * ('Aucun stagiaire sélectionné pour l'envoi.' without a selection).
 */
export function TraineeActionsTab({ training }: TraineeActionsTabProps) {
  const [page, setPage] = useState(1);
  const trainees = useValidatedTrainees(training.id, page);
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
      {trainees.isPending ? (
        <ListSkeleton />
      ) : rows.length === 0 ? (
        <EmptyState title="Aucun stagiaire validé pour cette formation." />
      ) : (
        <Paper variant="outlined">
          <TableContainer sx={{ opacity: trainees.isPlaceholderData ? 0.6 : 1 }}>
            <Table size="small" aria-label="Documents des stagiaires validés">
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={allOnPage}
                      indeterminate={!allOnPage && rows.some((row) => selected.has(row.id))}
                      onChange={toggleAll}
                      slotProps={{ input: { 'aria-label': 'Sélectionner tous les stagiaires de la page' } }}
                    />
                  </TableCell>
                  <TableCell>Stagiaire</TableCell>
                  <TableCell>Convocation</TableCell>
                  <TableCell>Attestation</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((trainee) => (
                  <TableRow key={trainee.id} hover selected={selected.has(trainee.id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.has(trainee.id)}
                        onChange={() => toggle(trainee.id)}
                        slotProps={{ input: { 'aria-label': `Sélectionner ${trainee.name}` } }}
                      />
                    </TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {trainee.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {trainee.email}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ minWidth: 150 }}>
                          {sentOn(trainee.convocation_sent_at)}
                        </Typography>
                        <Tooltip title="Télécharger la convocation">
                          <IconButton aria-label={`Télécharger la convocation de ${trainee.name}`} disabled={download.isPending} onClick={() => get('convocation', trainee)}>
                            <Description />
                          </IconButton>
                        </Tooltip>
                        <Tooltip title="Envoyer la convocation par email">
                          <IconButton aria-label={`Envoyer la convocation à ${trainee.name}`} onClick={() => sendOne('convocation', trainee)}>
                            <MailOutline />
                          </IconButton>
                        </Tooltip>
                      </Box>
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
                        <Typography variant="body2" sx={{ minWidth: 150 }}>
                          {sentOn(trainee.certificate_sent_at)}
                        </Typography>
                        {certificates && (
                          <>
                            <Tooltip title="Télécharger l'attestation">
                              <IconButton aria-label={`Télécharger l'attestation de ${trainee.name}`} disabled={download.isPending} onClick={() => get('certificate', trainee)}>
                                <WorkspacePremium />
                              </IconButton>
                            </Tooltip>
                            <Tooltip title="Envoyer l'attestation par email">
                              <IconButton aria-label={`Envoyer l'attestation à ${trainee.name}`} onClick={() => sendOne('certificate', trainee)}>
                                <MailOutline />
                              </IconButton>
                            </Tooltip>
                          </>
                        )}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <PaginationControl page={page} lastPage={trainees.data?.last_page ?? 1} onChange={setPage} label="Pages des stagiaires validés" />
        </Paper>
      )}
    </Stack>
  );
}
