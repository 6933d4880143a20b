import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { applyServerErrors, FormPasswordField, PasswordPairFields } from '@irt/shared-ui/forms';
import { notify } from '@irt/shared-ui/components/notifications';
import { serverMessage } from '@irt/shared-ui/messages';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useChangePassword } from '../api/change-password';
import { SAVE_ERROR_TITLE, saveFailure, type SaveFailure } from './save-failure';

export interface PasswordChangeDialogProps {
  open: boolean;
  onClose: () => void;
}

interface Values {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Changes the caller's own password (PUT /api/user/password) with the current one: the server's rules
 * (length, common passwords) come back under their field; on success the other sessions are closed.
 */
export function PasswordChangeDialog({ open, onClose }: PasswordChangeDialogProps) {
  const titleId = useId();
  const change = useChangePassword();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });

  const close = () => {
    reset();
    setFailure(null);
    setDone(null);
    onClose();
  };

  const submit = handleSubmit(async ({ currentPassword, password, passwordConfirmation }) => {
    setFailure(null);
    try {
      const answer = await change.mutateAsync({ current_password: currentPassword, password, password_confirmation: passwordConfirmation });
      setDone(answer.message);
      notify(serverMessage(answer.message));
    } catch (error) {
      setFailure(
        saveFailure(error, SAVE_ERROR_TITLE, (errors) =>
          applyServerErrors(setError, errors, { current_password: 'currentPassword', password: 'password', password_confirmation: 'passwordConfirmation' }),
        ),
      );
    }
  });

  return (
    <Dialog open={open} onClose={change.isPending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>Changer mon mot de passe</DialogTitle>
        <DialogContent>
          {failure && <SaveFailureAlert {...failure} sx={{ mb: 2 }} />}
          {done ? (
            <Alert severity="success">{done}</Alert>
          ) : (
            <Stack spacing={2}>
              <DialogContentText>Les autres sessions ouvertes sur votre compte seront fermées.</DialogContentText>
              <FormPasswordField
                control={control}
                name="currentPassword"
                label="Mot de passe actuel"
                autoComplete="current-password"
                required
                rules={{ required: 'Veuillez saisir votre mot de passe actuel.' }}
              />
              <PasswordPairFields control={control} passwordName="password" confirmationName="passwordConfirmation" disabled={change.isPending} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={change.isPending}>
            {done ? 'Fermer' : 'Annuler'}
          </Button>
          {!done && (
            <Button type="submit" variant="contained" disabled={change.isPending}>
              Changer
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
