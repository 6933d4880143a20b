import { useId, useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { MARK_REASON_MAX_LENGTH } from '@irt/api/constants';

export interface MarkPresentDialogProps {
  /** Who and which half-day, as a sentence ('Léa Martin, matin du lundi 12 octobre 2026'); null: closed. */
  target: string | null;
  pending: boolean;
  /** The server's refusal of the last try, shown under the field. */
  error: string | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}

/**
 * 'Marquer présent' on a half-day a trainee did not sign: the staff member gives the reason (no phone, a
 * signature forgotten…), which the Présences tab then shows beside the half-day. Rendered with a key per
 * target, so each opening starts with an empty reason.
 */
export function MarkPresentDialog({ target, pending, error, onSubmit, onClose }: MarkPresentDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onSubmit(reason.trim());
  };
  const helper = missing ? 'Veuillez indiquer le motif.' : error;
  return (
    <Dialog
      open={target !== null}
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>Marquer présent</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{target} n’a pas signé cette demi-journée : la présence sera marquée par l’équipe, avec son motif.</DialogContentText>
          <TextField
            label="Motif"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            required
            fullWidth
            error={Boolean(helper)}
            helperText={helper ?? 'Par exemple : pas de téléphone, signature oubliée.'}
            slotProps={{ htmlInput: { maxLength: MARK_REASON_MAX_LENGTH } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            Marquer présent
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
