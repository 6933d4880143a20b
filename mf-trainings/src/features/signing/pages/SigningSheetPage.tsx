import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Download from '@mui/icons-material/Download';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { SignaturePad } from '@irt/shared-ui/components/SignaturePad';
import { formatDate } from '@irt/shared-ui/formatters';
import { readApiError } from '@irt/shared-auth';
import { documentFiles, useDownloadDocument } from '@irt/shared-auth/download';
import type { SigningHalfDay, SigningSheet } from '@irt/api/contract';
import { useSigningSheet } from '../api/get-signing-sheet';
import { useSignOnDevice, type DeviceSignature } from '../api/sign-on-device';
import { SigningQrCode } from '../components/SigningQrCode';
import { ofName } from '@irt/api/constants';

/** 'Matin du jeudi 27 novembre 2026'. */
export function halfDayLabel(halfDay: SigningHalfDay): string {
  return `${halfDay.half_day === 'morning' ? 'Matin' : 'Après-midi'} du ${formatDate(halfDay.date, 'dddd D MMMM YYYY')}`;
}

/** The address a trainee's phone opens: the trainee space's signing page. */
export const signingAddress = (token: string) => `${window.location.origin}/emargement/${token}`;

const FAILED = 'La signature n’a pas pu être enregistrée. Réessayez.';

function SignDialog({ title, onSign, onClose, pending, error }: { title: string; onSign: (signature: string) => void; onClose: () => void; pending: boolean; error: string | null }) {
  const [signature, setSignature] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="sign-dialog-title">
      <DialogTitle id="sign-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SignaturePad label={title} onChange={setSignature} disabled={pending} />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" disabled={!signature || pending} onClick={() => signature && onSign(signature)}>
          Valider la signature
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function TraineeList({ sheet, open, onPick }: { sheet: SigningSheet; open: boolean; onPick: (profileId: number, name: string) => void }) {
  const signed = sheet.trainees.filter((t) => t.signed_at).length;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="signing-trainees-title" sx={{ p: 2 }}>
      <Typography id="signing-trainees-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
        Signatures des stagiaires ({signed}/{sheet.trainees.length})
      </Typography>
      {sheet.trainees.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Aucun stagiaire validé.
        </Typography>
      ) : (
        <List dense>
          {sheet.trainees.map((trainee) => (
            <ListItem
              key={trainee.profile_id}
              disableGutters
              secondaryAction={
                trainee.signed_at ? (
                  <Chip color="success" variant="outlined" label={`Signé à ${formatDate(trainee.signed_at, 'HH:mm')}`} />
                ) : open ? (
                  <Button size="small" variant="outlined" onClick={() => onPick(trainee.profile_id, trainee.name)} aria-label={`Faire signer ${trainee.name}`}>
                    Faire signer
                  </Button>
                ) : (
                  <Chip label="Non signé" variant="outlined" />
                )
              }
            >
              <ListItemText primary={trainee.name} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/**
 * /formations/:id/emargement: the teacher's screen of the half-day in progress, shown on a phone or a
 * tablet. A QR code renewed every 30 seconds for the trainees' phones (and, for a distance training, the
 * link valid during the half-day), the list of who has signed, a trainee without a phone signing on this
 * device, and the teacher's own signature, which closes the half-day.
 */
export default function SigningSheetPage() {
  const trainingId = Number(useParams().id);
  const sheet = useSigningSheet(trainingId);
  const sign = useSignOnDevice(trainingId);
  const download = useDownloadDocument();
  const [picked, setPicked] = useState<{ profileId: number; name: string } | 'trainer' | null>(null);

  if (sheet.isPending) return <ListSkeleton rows={4} />;
  if (sheet.isError) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Émargement" />
        <Alert severity="error">{readApiError(sheet.error).message ?? 'L’émargement ne peut pas être affiché.'}</Alert>
      </Box>
    );
  }
  const data = sheet.data;
  const open = Boolean(data.half_day && !data.closed);
  const error = sign.isError ? (readApiError(sign.error).message ?? FAILED) : null;
  const submit = (input: DeviceSignature) => sign.mutate(input, { onSuccess: () => setPicked(null) });
  const close = () => {
    sign.reset();
    setPicked(null);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 720 }}>
      <PageHeader
        title="Émargement"
        subtitle={data.training.title}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button component={RouterLink} to={`/formations/${trainingId}?tab=Présences`} variant="outlined">
              Présences
            </Button>
            <Button
              variant="outlined"
              startIcon={<Download />}
              disabled={download.isPending}
              onClick={() => download.mutate(documentFiles.attendanceSheet(data.training))}
            >
              Feuille d’émargement
            </Button>
          </Stack>
        }
      />
      {!data.half_day ? (
        <EmptyState title="Aucune demi-journée en cours" detail="L’émargement s’ouvre pendant chaque demi-journée de la formation." />
      ) : (
        <Stack spacing={2}>
          <Typography variant="h2" sx={{ fontSize: '1.2rem', fontWeight: 600 }}>
            {halfDayLabel(data.half_day)}
          </Typography>
          {data.closed ? (
            <Alert severity="success">
              Demi-journée close
              {data.trainer.signed_at ? ` : signée par ${data.trainer.name ?? 'le formateur'} à ${formatDate(data.trainer.signed_at, 'HH:mm')}` : ''}.
            </Alert>
          ) : (
            data.qr_token && (
              <Paper variant="outlined" component="section" aria-labelledby="signing-qr-title" sx={{ p: 2, textAlign: 'center' }}>
                <Typography id="signing-qr-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                  Scannez pour signer
                </Typography>
                <SigningQrCode address={signingAddress(data.qr_token)} />
                <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                  Le code change toutes les 30 secondes.
                </Typography>
                {data.link_token && (
                  <TextField
                    label="Lien d’émargement pour la visio (valable pendant la demi-journée)"
                    value={signingAddress(data.link_token)}
                    fullWidth
                    size="small"
                    sx={{ mt: 2 }}
                    slotProps={{ htmlInput: { readOnly: true } }}
                  />
                )}
              </Paper>
            )
          )}
          <TraineeList sheet={data} open={open} onPick={(profileId, name) => setPicked({ profileId, name })} />
          {data.trainer.can_sign && (
            <Paper variant="outlined" component="section" aria-labelledby="signing-trainer-title" sx={{ p: 2 }}>
              <Typography id="signing-trainer-title" variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mb: 1 }}>
                Signature du formateur
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Votre signature clôt la demi-journée : plus aucun stagiaire ne pourra signer ensuite.
              </Typography>
              <Button variant="contained" onClick={() => setPicked('trainer')}>
                Signer et clore la demi-journée
              </Button>
            </Paper>
          )}
        </Stack>
      )}
      {picked === 'trainer' && (
        <SignDialog title="Signature du formateur" pending={sign.isPending} error={error} onClose={close} onSign={(signature) => submit({ kind: 'trainer', signature })} />
      )}
      {picked && picked !== 'trainer' && (
        <SignDialog
          title={`Signature ${ofName(picked.name)}`}
          pending={sign.isPending}
          error={error}
          onClose={close}
          onSign={(signature) => submit({ kind: 'trainee', profileId: picked.profileId, signature })}
        />
      )}
    </Box>
  );
}
