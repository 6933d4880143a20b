import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { formatEuros } from '@irt/shared-ui/formatters';

export interface CancelPaymentDialogProps {
  open: boolean;
  amount: string;
  regieNumber: string;
  pending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}

/** Cancels a payment of the current régie: the reason is required and kept in the audit trail. */
export function CancelPaymentDialog({ open, amount, regieNumber, pending, error, onConfirm, onClose }: CancelPaymentDialogProps) {
  const titleId = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const close = () => {
    setReason('');
    setMissing(false);
    onClose();
  };
  const submit = () => {
    if (reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Annuler le paiement</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          Le paiement de {formatEuros(amount)} sort de la régie {regieNumber} et le défraiement redevient « À payer ».
        </DialogContentText>
        <TextField
          label="Motif de l’annulation"
          required
          multiline
          minRows={2}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (missing) setMissing(false);
          }}
          error={missing}
          helperText={missing ? 'Veuillez indiquer le motif de l’annulation.' : ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {error ? <Alert severity="error">{error}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Retour
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={pending}>
          Annuler le paiement
        </Button>
      </DialogActions>
    </Dialog>
  );
}
