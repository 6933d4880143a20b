import { useState } from 'react';
import { useParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { SignaturePad } from '@irt/shared-ui/components/SignaturePad';
import { formatDate } from '@irt/shared-ui/formatters';
import { readApiError } from '@irt/shared-auth';
import type { SigningHalfDay } from '@irt/api/contract';
import { useSigningTicket } from '../api/get-signing-ticket';
import { useSignHalfDay } from '../api/sign-half-day';

/** 'Matin du jeudi 27 novembre 2026'. */
export function halfDayLabel(halfDay: SigningHalfDay): string {
  return `${halfDay.half_day === 'morning' ? 'Matin' : 'Après-midi'} du ${formatDate(halfDay.date, 'dddd D MMMM YYYY')}`;
}

const FALLBACK_ERROR = 'La signature n’a pas pu être enregistrée. Réessayez.';

/**
 * /emargement/:token for a stagiaire (the address of the teacher's QR code, or of a visio link): the
 * training and the half-day, then the signature pad; once signed, the time it was recorded.
 */
export default function SigningPage() {
  const { token = '' } = useParams();
  const ticket = useSigningTicket(token);
  const sign = useSignHalfDay(token);
  const [signature, setSignature] = useState<string | null>(null);

  if (ticket.isPending) return <ListSkeleton rows={3} />;
  if (ticket.isError) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Émargement" />
        <Alert severity="error">{readApiError(ticket.error).message ?? 'Ce code d’émargement ne peut pas être lu.'}</Alert>
      </Box>
    );
  }
  const { training, half_day: halfDay, signed_at: signedAt } = ticket.data;
  const refusal = sign.isError ? (readApiError(sign.error).message ?? FALLBACK_ERROR) : null;

  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <PageHeader title="Émargement" />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Box>
            <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
              {training.title}
            </Typography>
            <Typography color="text.secondary">{halfDayLabel(halfDay)}</Typography>
          </Box>
          {signedAt ? (
            <Alert severity="success">Votre signature est enregistrée ({formatDate(signedAt, 'HH:mm')}). Vous pouvez fermer cette page.</Alert>
          ) : (
            <>
              <SignaturePad label="Votre signature" onChange={setSignature} disabled={sign.isPending} />
              {refusal && <Alert severity="error">{refusal}</Alert>}
              <Button variant="contained" size="large" disabled={!signature || sign.isPending} onClick={() => signature && sign.mutate(signature)}>
                Signer la demi-journée
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Box>
  );
}
