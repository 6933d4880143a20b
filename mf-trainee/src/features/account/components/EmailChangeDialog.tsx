import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useForm } from 'react-hook-form';
import { FormEmailField, FormPasswordField } from '@irt/shared-ui/forms';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { useUpdateEmail } from '@irt/shared-auth/endpoints';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';

export interface EmailChangeDialogProps {
  open: boolean;
  currentEmail: string;
  onClose: () => void;
}

/**
 * Asks to change the main email (POST /api/update-email) with the current password: the login email
 * changes only once the new address follows the link sent to it; the old address is told and may undo.
 */
export function EmailChangeDialog({ open, currentEmail, onClose }: EmailChangeDialogProps) {
  const titleId = useId();
  const change = useUpdateEmail();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<{ email: string; currentPassword: string }>({
    defaultValues: { email: '', currentPassword: '' },
  });
  // An email change that fails reads as a profile error.
  const { submit, failure, setFailure } = useSaveForm({
    setError,
    fields: { email: 'email', current_password: 'currentPassword' },
    title: MESSAGES.profileCreationFailed.text,
    save: ({ email, currentPassword }: { email: string; currentPassword: string }) => change.mutateAsync({ email: email.trim(), current_password: currentPassword }),
    success: (answer) => serverMessage(answer.message),
    onSuccess: (answer) => setSent(answer.message),
  });

  const close = () => {
    reset();
    setFailure(null);
    setSent(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={change.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id={titleId}>Modifier mon email principal</DialogTitle>
        <DialogContent>
          {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
          {sent ? (
            <Alert severity="success">{sent}</Alert>
          ) : (
            <>
              <DialogContentText sx={{ mb: 2 }}>
                {`Adresse actuelle : ${currentEmail}. Un lien de confirmation sera envoyé à la nouvelle adresse : votre adresse de connexion ne changera qu’une fois ce lien suivi. L’adresse actuelle sera prévenue.`}
              </DialogContentText>
              <FormEmailField control={control} name="email" label="Nouvel email" />
              <FormPasswordField
                control={control}
                name="currentPassword"
                label="Mot de passe actuel"
                autoComplete="current-password"
                required
                rules={{ required: 'Veuillez saisir votre mot de passe actuel.' }}
                sx={{ mt: 2 }}
              />
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
