import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { ExpensePaymentPanel } from '@irt/api/contract';
import { Fact } from '@irt/shared-ui/components/Fact';
import { formatDay, formatEuros } from '@irt/shared-ui/formatters';
import { ofName } from '@irt/api/constants';

export interface PaymentToConfirm {
  method: string;
  methodLabel: string;
  reference: string;
  orderNumber: string;
}

export interface PaymentConfirmDialogProps {
  panel: ExpensePaymentPanel;
  payment: PaymentToConfirm | null;
  pending: boolean;
  onConfirm: (bankDetailsConfirmed: boolean) => void;
  onClose: () => void;
}

/** 'FR76 •••• 0189' style: only the last four characters of the IBAN are ever shown. */
export function maskedIban(last4: string | null): string {
  return last4 ? `•••• ${last4}` : 'Aucun IBAN renseigné';
}

/**
 * The last look before paying: who is paid, how much, how, under which reference, to which IBAN (its
 * last four characters) and with which receipts. A transfer to bank details changed shortly before is
 * flagged and needs the box ticked before the button can be pressed.
 */
export function PaymentConfirmDialog({ panel, payment, pending, onConfirm, onClose }: PaymentConfirmDialogProps) {
  const titleId = useId();
  const [confirmed, setConfirmed] = useState(false);
  // Each payment asked for is confirmed afresh.
  const [asked, setAsked] = useState(payment);
  if (asked !== payment) {
    setAsked(payment);
    setConfirmed(false);
  }
  const flagged = payment?.method === 'virement' && panel.bank_details_changed_at !== null;
  const receipts = panel.receipts_count;
  const close = () => {
    setConfirmed(false);
    onClose();
  };
  return (
    <Dialog open={payment !== null} onClose={pending ? undefined : close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Confirmer la mise en paiement</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Bénéficiaire">{panel.payee.name}</Fact>
          <Fact label="Montant">
            <strong>{formatEuros(panel.expense.amount)}</strong>
          </Fact>
          <Fact label="Mode de paiement">{payment?.methodLabel}</Fact>
          <Fact label="Référence de paiement">{payment?.reference}</Fact>
          <Fact label="Ordre de paiement">{payment?.orderNumber}</Fact>
          <Fact label="IBAN">{maskedIban(panel.payee.iban_last4)}</Fact>
          <Fact label="Justificatifs">{receipts === 0 ? 'Aucun' : `${receipts} justificatif${receipts > 1 ? 's' : ''} joint${receipts > 1 ? 's' : ''}`}</Fact>
        </Box>
        {receipts === 0 ? <Alert severity="warning">Aucun justificatif n’est joint à ce défraiement.</Alert> : null}
        {flagged ? (
          <Alert severity="error" role="alert">
            Les coordonnées bancaires {ofName(panel.payee.name)} ont été modifiées le {formatDay(panel.bank_details_changed_at)}. Vérifiez-les auprès de la personne
            avant le virement.
          </Alert>
        ) : null}
        {flagged ? (
          <FormControlLabel
            control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
            label="Je confirme le virement vers ces nouvelles coordonnées bancaires"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pending}>
          Annuler
        </Button>
        <Button variant="contained" onClick={() => onConfirm(flagged && confirmed)} disabled={pending || (flagged && !confirmed)}>
          Confirmer la mise en paiement
        </Button>
      </DialogActions>
    </Dialog>
  );
}
