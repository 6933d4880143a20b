import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { notify } from '@irt/shared-ui/components/notifications';
import { formatDate } from '@irt/shared-ui/formatters';
import { serverMessage } from '@irt/shared-ui/messages';
import { readApiError } from '@irt/shared-auth';
import { useAnswerSeatOffer } from '../api/answer-seat-offer';

/** A seat freed and offered to the waiting trainee until a deadline: they take it or let it go. */
export function SeatOfferAnswer({ trainingId, expiresAt }: { trainingId: number; expiresAt: string }) {
  const answer = useAnswerSeatOffer(trainingId);
  const send = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: (result) => notify(serverMessage(result.message)),
      onError: (error) => notify(serverMessage(readApiError(error).message ?? 'La réponse n’a pas pu être enregistrée.', 'error')),
    });
  return (
    <Alert severity="success" sx={{ mt: 2 }}>
      <Typography sx={{ fontWeight: 600 }}>Une place s&apos;est libérée pour vous !</Typography>
      <Typography sx={{ mt: 0.5 }}>
        Elle vous est réservée jusqu&apos;au {formatDate(expiresAt, 'D MMMM YYYY à HH:mm')}. Sans réponse, elle sera proposée à la personne suivante.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={answer.isPending} onClick={() => send(true)}>
          Accepter la place
        </Button>
        <Button variant="outlined" color="inherit" disabled={answer.isPending} onClick={() => send(false)}>
          Renoncer
        </Button>
      </Stack>
    </Alert>
  );
}

export default SeatOfferAnswer;
