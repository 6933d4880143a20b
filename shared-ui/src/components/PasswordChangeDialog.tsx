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
import type { PasswordChangeRequest } from '@irt/api/contract';
import { FormPasswordField } from '../forms/FormPasswordField';
import { PasswordPairFields } from '../forms/PasswordPairFields';
import { SaveFailureAlert } from '../forms/SaveFailureAlert';
import { useSaveForm } from '../forms/useSaveForm';
import { serverMessage } from '../messages';

export interface PasswordChangeDialogProps {
  open: boolean;
  onClose: () => void;
  /** Sends the change (PUT /api/user/password through the app's typed client); resolves to the server's answer. */
  onSubmit: (body: PasswordChangeRequest) => Promise<{ message: string }>;
  /** Whether the change is being sent (fields and buttons disabled meanwhile). */
  pending: boolean;
}

interface Values {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

/**
 * Changes the caller's own password with the current one, for every role (the trainee's account form,
 * the staff's 'Mon profil'): the server's rules (length, common passwords) come back under their
 * field; on success the other sessions are closed.
 */
export function PasswordChangeDialog({ open, onClose, onSubmit, pending }: PasswordChangeDialogProps) {
  const titleId = useId();
  const [done, setDone] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<Values>({
    defaultValues: { currentPassword: '', password: '', passwordConfirmation: '' },
  });
  const { submit, failure, setFailure } = useSaveForm({
    setError,
    fields: { current_password: 'currentPassword', password: 'password', password_confirmation: 'passwordConfirmation' },
    save: ({ currentPassword, password, passwordConfirmation }: Values) =>
      onSubmit({ current_password: currentPassword, password, password_confirmation: passwordConfirmation }),
    success: (answer) => serverMessage(answer.message),
    onSuccess: (answer) => setDone(answer.message),
  });

  const close = () => {
    reset();
    setFailure(null);
    setDone(null);
    onClose();
  };


  return (
    <Dialog open={open} onClose={pending ? undefined : close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form noValidate onSubmit={handleSubmit(submit)}>
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
              <PasswordPairFields control={control} passwordName="password" confirmationName="passwordConfirmation" disabled={pending} />
            </Stack>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={pending}>
            {done ? 'Fermer' : 'Annuler'}
          </Button>
          {!done && (
            <Button type="submit" variant="contained" disabled={pending}>
              Changer
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
