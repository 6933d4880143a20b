import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { applyServerErrors, FormEmailField } from '@irt/shared-ui/forms';
import { notify } from '@irt/shared-ui/components/notifications';
import { useUpdateEmail } from '../api/profile-mutations';
import { SaveError } from './SectionCard';
import { saveFailure, type SaveFailure } from './save-failure';

export interface EmailChangeDialogProps {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}

/** Changes the main email (POST /api/update-email): the new address must be confirmed by its link. */
export function EmailChangeDialog({ open, currentEmail, onClose }: EmailChangeDialogProps) {
  const titleId = useId();
  const change = useUpdateEmail();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  const close = () => {
    reset();
    setFailure(null);
    setSent(null);
    onClose();
  };

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync(email.trim());
      setSent(answer.message);
      notify(answer.message);
    } catch (error) {
      // Spec 002 §8: an email change that fails reads as a profile error.
      setFailure(saveFailure(error, 'Erreur lors de la création du profil', (errors) => applyServerErrors(setError, errors, { email: 'email' })));
    }
  });

  return (
    <Dialog open={open} onClose={change.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Modifier mon email principal</DialogTitle>
        <DialogContent>
          {failure && <SaveError {...failure} />}
          {sent ? (
            <Alert severity="success">{sent}</Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                {`Adresse actuelle : ${currentEmail}. Un email de confirmation sera envoyé à la nouvelle adresse.`}
              </DialogContentText>
              <FormEmailField control={control} name="email" label="Nouvel email" />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            {sent ? 'Fermer' : 'Annuler'}
          </Button>
          {!sent && (
            <Button type="submit" variant="contained" disabled={change.isPending}>
              Modifier
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
