import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { waitingListText } from '../../../shared/waiting-list';

export const REGISTERED_TITLE = 'Bravo, vous êtes bien préinscrit·e !';
export const REGISTERED_TEXT = 'Vous recevrez prochainement un email vous précisant si votre inscription est confirmée.';
export const WAITING_TITLE = "Vous êtes inscrit·e sur la liste d'attente";
export const WAITING_TEXT = 'Si une place se libère, vous serez prévenu·e par email.';

/**
 * The pre-registration is recorded; closing it returns to the dashboard. A request on the
 * waiting list says the place it took (`waitingPosition`).
 */
export function RegistrationSuccessDialog({ open, onClose, waitingPosition = null }: { open: boolean; onClose: () => void; waitingPosition?: number | null }) {
  const waiting = waitingPosition !== null;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="registration-success-title" aria-describedby="registration-success-text">
      <DialogTitle id="registration-success-title">{waiting ? WAITING_TITLE : REGISTERED_TITLE}</DialogTitle>
      <DialogContent>
        <DialogContentText id="registration-success-text">
          {waiting ? `${waitingListText(waitingPosition)}. ${WAITING_TEXT}` : REGISTERED_TEXT}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          Fermer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
