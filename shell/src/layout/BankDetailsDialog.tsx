import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { mustAcceptTerms, PROFILE_SETUP_PATH, useSession } from '@irt/shared-auth';
import { useConfirmBankDetails } from './api/confirm-bank-details';

/**
 * Bank details typed by whoever created the account are shown, masked, to their owner at login until
 * confirmed: 'Je confirme' records it, 'Les modifier' opens the profile form (saving there confirms too).
 * Shown once the terms of use are accepted.
 */
export function BankDetailsDialog() {
  const user = useSession((state) => state.user);
  const toConfirm = useSession((state) => state.profile?.bank_details_to_confirm ?? null);
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const confirmation = useConfirmBankDetails();
  const open = toConfirm !== null && !mustAcceptTerms(user) && !editing;

  const edit = () => {
    setEditing(true);
    navigate(PROFILE_SETUP_PATH);
  };

  return (
    <Dialog open={open} maxWidth="xs" fullWidth aria-labelledby="bank-dialog-title" aria-describedby="bank-dialog-text" onClose={() => undefined}>
      <DialogTitle id="bank-dialog-title">Vérifiez vos coordonnées bancaires</DialogTitle>
      <DialogContent>
        <DialogContentText id="bank-dialog-text" sx={{ mb: 2 }}>
          Ces coordonnées bancaires ont été saisies pour vous à la création de votre compte. Vos remboursements de frais y seront versés :
          vérifiez qu&apos;il s&apos;agit bien de votre compte.
        </DialogContentText>
        <Box sx={{ p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="body2" color="text.secondary">
            IBAN
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', fontSize: '1rem', wordBreak: 'break-word' }}>{toConfirm?.iban_masked ?? 'Non renseigné'}</Typography>
        </Box>
        {confirmation.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Votre confirmation n&apos;a pas pu être enregistrée. Veuillez réessayer.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={edit} disabled={confirmation.isPending} color="inherit">
          Les modifier
        </Button>
        <Button onClick={() => confirmation.mutate()} disabled={confirmation.isPending} variant="contained">
          Je confirme
        </Button>
      </DialogActions>
    </Dialog>
  );
}
