import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useUpdateEmail } from '@irt/shared-auth/endpoints';
import { FormPasswordField, FormTextField, requiredText, validateEmail } from '@irt/shared-ui/forms';
import { SaveFailureAlert } from '@irt/shared-ui/forms/SaveFailureAlert';
import { useSaveForm } from '@irt/shared-ui/forms/useSaveForm';
import { MESSAGES } from '@irt/shared-ui/messages';

interface EmailChangeValues {
  email: string;
  current_password: string;
}

/**
 * 'Modifier l'email' of one's own team member form (only the holder changes their main
 * email): POST /api/update-email (`useUpdateEmail`) with the current password; nothing changes until the new address
 * follows the link the server sends, whose answer is shown in the dialog.
 */
export function OwnEmailChange() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<EmailChangeValues>({ defaultValues: { email: '', current_password: '' } });
  const change = useUpdateEmail();
  // An email change that fails reads as a profile error.
  const { submit, failure, setFailure } = useSaveForm({
    setError,
    fields: { email: 'email', current_password: 'current_password' },
    title: MESSAGES.profileCreationFailed.text,
    save: (values: EmailChangeValues) => change.mutateAsync({ email: values.email.trim(), current_password: values.current_password }),
    onSuccess: (answer) => setSent(answer.message),
  });

  const close = () => {
    setOpen(false);
    setSent(null);
    setFailure(null);
    reset();
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} sx={{ alignSelf: 'flex-start' }}>
        Modifier l&apos;email
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="changer-email-titre">
        <DialogTitle id="changer-email-titre">Modifier mon email principal</DialogTitle>
        {/* The dialog is rendered inside the account form's tree: its submit must not reach that form. */}
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.stopPropagation();
            void handleSubmit(submit)(event);
          }}
        >
          <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
            {sent ? <Alert severity="success">{sent}</Alert> : null}
            {failure ? <SaveFailureAlert {...failure} /> : null}
            {sent ? null : (
              <>
                <FormTextField
                  control={control}
                  name="email"
                  type="email"
                  label="Nouvel email"
                  autoComplete="email"
                  required
                  rules={{ validate: (value: string) => (value.trim() === '' ? "L'adresse email est requise." : validateEmail(value.trim())) }}
                />
                <FormPasswordField
                  control={control}
                  name="current_password"
                  label="Mot de passe actuel"
                  autoComplete="current-password"
                  required
                  rules={{ validate: requiredText('Le mot de passe est requis.') }}
                />
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>{sent ? 'Fermer' : 'Annuler'}</Button>
            {sent ? null : (
              <Button type="submit" variant="contained" disabled={change.isPending}>
                Envoyer le lien de confirmation
              </Button>
            )}
          </DialogActions>
        </Box>
      </Dialog>
    </>
  );
}
