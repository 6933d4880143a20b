import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { listErrorMessages, readApiError, register as registerAccount } from '@irt/shared-auth';
import { FormEmailField, FormTextField, PasswordPairFields, requiredText } from '@irt/shared-ui/forms';
import { MESSAGES } from '@irt/shared-ui/messages';
import { REGISTER_DIALOG_CLOSE_DELAY_MS } from './validation';

export const ACCOUNT_CREATED = MESSAGES.accountCreated.text;
export const ACCOUNT_CREATION_FAILED = MESSAGES.accountCreationFailed.text;

interface RegisterForm {
  name: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

type Outcome = { kind: 'success' } | { kind: 'failure'; lines: string[] } | null;

export interface RegisterDialogProps {
  open: boolean;
  onClose: () => void;
}

/** 'Créer un compte' dialog of the login screen. */
export function RegisterDialog({ open, onClose }: RegisterDialogProps) {
  const titleId = useId();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isSubmitting },
  } = useForm<RegisterForm>({
    defaultValues: { name: '', email: '', password: '', passwordConfirmation: '' },
  });

  // The latest onClose, so a parent re-render does not restart the closing delay.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // After a success the dialog closes by itself (4 seconds).
  useEffect(() => {
    if (outcome?.kind !== 'success') return undefined;
    const timer = setTimeout(() => onCloseRef.current(), REGISTER_DIALOG_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  // A dialog opened again starts empty.
  useEffect(() => {
    if (open) {
      reset();
      setOutcome(null);
    }
  }, [open, reset]);

  const onSubmit = async (values: RegisterForm) => {
    setOutcome(null);
    try {
      await registerAccount({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.passwordConfirmation,
      });
      setOutcome({ kind: 'success' });
    } catch (error) {
      const { message, errors: serverErrors } = readApiError(error);
      const listed = listErrorMessages(serverErrors);
      setOutcome({ kind: 'failure', lines: listed.length > 0 ? listed : message ? [message] : [] });
    }
  };

  const succeeded = outcome?.kind === 'success';

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // Narrower margins on a phone so that the longest label fits at 375 px.
      slotProps={{ paper: { sx: { mx: { xs: 1.5, sm: 4 }, width: { xs: 'calc(100% - 24px)', sm: undefined } } } }}
    >
      <DialogTitle id={titleId}>Créer un compte</DialogTitle>
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {outcome?.kind === 'success' ? <Alert severity="success">{ACCOUNT_CREATED}</Alert> : null}
            {outcome?.kind === 'failure' ? (
              <Alert severity="error">
                <AlertTitle>{ACCOUNT_CREATION_FAILED}</AlertTitle>
                {outcome.lines.map((line) => (
                  <div key={line}>{line}</div>
                ))}
              </Alert>
            ) : null}
            <FormTextField
              control={control}
              name="name"
              rules={{ validate: requiredText('Le nom est requis.') }}
              label="Nom"
              autoComplete="name"
              required
              disabled={succeeded}
            />
            <FormEmailField control={control} name="email" disabled={succeeded} />
            <PasswordPairFields control={control} passwordName="password" confirmationName="passwordConfirmation" />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: { xs: 2, sm: 3 }, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {succeeded ? 'Fermer' : 'Annuler'}
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting || succeeded}>
            Créer mon compte
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
