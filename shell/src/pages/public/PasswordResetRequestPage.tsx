import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATH, readApiError, requestPasswordReset } from '@irt/shared-auth';
import { PublicLayout } from './PublicLayout';
import { FormEmailField } from '@irt/shared-ui/forms';
import { MESSAGES } from '@irt/shared-ui/messages';
import { RESET_REDIRECT_DELAY_MS } from './validation';

export const RESET_LINK_SENT = MESSAGES.resetLinkSent.text;
export const UNKNOWN_EMAIL_TITLE = MESSAGES.unknownEmail.text;
export const UNKNOWN_EMAIL_DETAIL = MESSAGES.unknownEmailDetail.text;

interface ResetRequestForm {
  email: string;
}

type Outcome = { kind: 'sent' } | { kind: 'failure'; serverMessage: string | null } | null;

/** Password-reset request: sends the link, then returns to the login page after 5 s. */
export default function PasswordResetRequestPage() {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<ResetRequestForm>({ defaultValues: { email: '' } });

  useEffect(() => {
    if (outcome?.kind !== 'sent') return undefined;
    const timer = setTimeout(() => navigate(LOGIN_PATH), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  const onSubmit = async ({ email }: ResetRequestForm) => {
    setOutcome(null);
    try {
      await requestPasswordReset({ email: email.trim() });
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failure', serverMessage: readApiError(error).message });
    }
  };

  return (
    <PublicLayout title="Mot de passe oublié">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Demande de réinitialisation du mot de passe">
        <Stack spacing={2.5}>
          <Typography color="text.secondary">
            Indiquez l&apos;adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot
            de passe.
          </Typography>
          {outcome?.kind === 'sent' ? <Alert severity="success">{RESET_LINK_SENT}</Alert> : null}
          {outcome?.kind === 'failure' ? (
            <Alert severity="error">
              <AlertTitle>{outcome.serverMessage ?? UNKNOWN_EMAIL_TITLE}</AlertTitle>
              {UNKNOWN_EMAIL_DETAIL}
            </Alert>
          ) : null}
          <FormEmailField control={control} name="email" />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting || outcome?.kind === 'sent'}>
            Régénérer
          </Button>
          <Link component={RouterLink} to={LOGIN_PATH} variant="body2" sx={{ alignSelf: 'center' }}>
            Retour à la connexion
          </Link>
        </Stack>
      </form>
    </PublicLayout>
  );
}
