import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { LOGIN_PATH, resetPassword } from '@irt/shared-auth';
import { LOGIN_PAGE_PARAMS } from '@irt/api/constants';
import { FormPasswordField, PasswordPairFields, validateEmail } from '@irt/shared-ui/forms';
import { saveFailureOf } from '@irt/shared-ui/forms/useSaveForm';
import { PublicLayout } from './PublicLayout';
import { MESSAGES } from '@irt/shared-ui/messages';
import { RESET_REDIRECT_DELAY_MS } from './validation';

export const PASSWORD_CHANGED = MESSAGES.passwordChanged.text;
export const RESET_LINK_EXPIRED = MESSAGES.resetLinkExpired.text;

interface ResetForm {
  email: string;
  password: string;
  passwordConfirmation: string;
}

/** Server field names → form fields, to show a validation answer under the right field. */
const SERVER_FIELDS: Record<string, keyof ResetForm> = {
  email: 'email',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

type Outcome = 'changed' | 'expired' | null;

/** Password-reset confirmation: token and email come from the emailed link. */
export default function PasswordResetPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  // The link of a new team member's welcome email: a first password is chosen, not changed.
  const welcome = searchParams.get('bienvenue') === '1';
  const [outcome, setOutcome] = useState<Outcome>(token ? null : 'expired');
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
    getValues,
  } = useForm<ResetForm>({
    defaultValues: { email: searchParams.get('email') ?? '', password: '', passwordConfirmation: '' },
  });
  // Back on the login page, the identifier just used is already filled in.
  const [loginPath, setLoginPath] = useState(LOGIN_PATH);

  useEffect(() => {
    if (outcome !== 'changed') return undefined;
    const timer = setTimeout(() => navigate(loginPath), RESET_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [outcome, navigate, loginPath]);

  const onSubmit = async (values: ResetForm) => {
    setOutcome(null);
    try {
      await resetPassword({
        token,
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.passwordConfirmation,
      });
      setLoginPath(`${LOGIN_PATH}?${LOGIN_PAGE_PARAMS.email}=${encodeURIComponent(getValues('email').trim())}`);
      setOutcome('changed');
    } catch (error) {
      // A refusal every field explains stays on the form; any other means the link no longer holds.
      if (saveFailureOf(error, { setError, fields: SERVER_FIELDS, quietWhenPlaced: true })) setOutcome('expired');
    }
  };

  return (
    <PublicLayout title={welcome ? 'Choisir mon mot de passe' : 'Nouveau mot de passe'}>
      <Stack spacing={2.5}>
        {outcome === 'changed' ? (
          <Alert
            severity="success"
            action={
              <Button color="inherit" size="small" component={RouterLink} to={loginPath}>
                Me connecter
              </Button>
            }
          >
            {PASSWORD_CHANGED}
          </Alert>
        ) : null}
        {outcome === 'expired' ? (
          <Alert severity="error">
            {RESET_LINK_EXPIRED}{' '}
            <Link component={RouterLink} to="/reinitialisation" color="inherit" sx={{ fontWeight: 600 }}>
              Demander un nouveau lien
            </Link>
          </Alert>
        ) : null}
        {token ? (
          <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Choix du nouveau mot de passe">
            <Stack spacing={2.5}>
              <FormPasswordField
                control={control}
                name="email"
                rules={{ validate: validateEmail }}
                label="Email"
                visibleType="email"
                initiallyHidden={false}
                toggleNoun="l’email"
                autoComplete="email"
              />
              <PasswordPairFields control={control} passwordName="password" confirmationName="passwordConfirmation" paintMatch />
              <Button
                type="submit"
                variant="contained"
                size="large"
                fullWidth
                disabled={isSubmitting || outcome === 'changed'}
              >
                {welcome ? 'Choisir mon mot de passe' : 'Changer mon mot de passe'}
              </Button>
            </Stack>
          </form>
        ) : null}
        <Link component={RouterLink} to={LOGIN_PATH} variant="body2" sx={{ alignSelf: 'center' }}>
          Retour à la connexion
        </Link>
      </Stack>
    </PublicLayout>
  );
}
