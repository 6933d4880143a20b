import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const REGISTERED_TITLE = 'Bravo, vous êtes bien préinscrit·e !';
export const REGISTERED_TEXT = 'Vous recevrez prochainement un email vous précisant si votre inscription est confirmée.';

/** The pre-registration is recorded; closing it returns to the dashboard. */
export function RegistrationSuccessDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="registration-success-title" aria-describedby="registration-success-text">
      <DialogTitle id="registration-success-title">{REGISTERED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="registration-success-text">{REGISTERED_TEXT}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
