import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { DASHBOARD_PATH, login, PROFILE_SETUP_PATH, readApiError } from '@irt/shared-auth';
// The fields by their own entries, not '@irt/shared-ui/forms': that one brings MUI's TextField, whose select
// mode (Select, Menu, Popover…) the first screen would then download.
import { FormPasswordField } from '@irt/shared-ui/forms/FormPasswordField';
import { FormPlainTextField } from '@irt/shared-ui/forms/FormPlainTextField';
import { PASSWORD_REQUIRED, requiredText } from '@irt/shared-ui/forms/validation';
import { MESSAGES } from '@irt/shared-ui/messages';
import { INSTITUTE_CONTACT_EMAIL } from '@irt/api/constants';
import { PublicLayout } from './PublicLayout';
import { safeRedirectTarget } from './validation';

/** The sign-up dialog and its form are fetched when first opened: the login page does not carry them. */
const RegisterDialog = lazy(() => import('./RegisterDialog').then((module) => ({ default: module.RegisterDialog })));

interface LoginForm {
  email: string;
  password: string;
}

/** Login screen: identifier, password, forgotten password, account creation. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<{ serverMessage: string | null; closed: boolean } | null>(null);
  // '?inscription=1' (the route Créer un compte) opens the sign-up dialog at once.
  const [registerOpen, setRegisterOpen] = useState(() => searchParams.get('inscription') === '1');
  // Stays mounted once opened, so that closing plays the dialog's exit transition.
  const [registerOpened, setRegisterOpened] = useState(registerOpen);
  const openRegister = () => {
    setRegisterOpened(true);
    setRegisterOpen(true);
  };
  const {
    control,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginForm>({ defaultValues: { email: searchParams.get('email') ?? '', password: '' } });

  const onSubmit = async ({ email, password }: LoginForm) => {
    setFailure(null);
    try {
      const { profileMissing } = await login(email.trim(), password);
      if (profileMissing) {
        navigate(PROFILE_SETUP_PATH, { replace: true });
        return;
      }
      navigate(safeRedirectTarget(searchParams.get('redirect')) ?? DASHBOARD_PATH, { replace: true });
    } catch (error) {
      const { status, message } = readApiError(error);
      // A closed account is told as such, once: its password was right, checking it again would not help.
      setFailure({ serverMessage: message, closed: status === 403 });
    }
  };

  return (
    <PublicLayout title="Connexion">
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Connexion">
        <Stack spacing={2.5}>
          {failure?.closed ? (
            <Alert severity="error">
              <AlertTitle>{failure.serverMessage ?? MESSAGES.accountClosedAtLogin.text}</AlertTitle>
              {`Pour le rouvrir, contactez l’institut : ${INSTITUTE_CONTACT_EMAIL}.`}
            </Alert>
          ) : failure ? (
            <Alert severity="error">
              <AlertTitle>{MESSAGES.loginFailedTitle.text}</AlertTitle>
              {MESSAGES.loginFailed.text}
              {failure.serverMessage ? <Box sx={{ mt: 0.5 }}>{failure.serverMessage}</Box> : null}
            </Alert>
          ) : null}
          <FormPlainTextField
            control={control}
            name="email"
            rules={{ validate: requiredText("L'identifiant est requis.") }}
            label="Identifiant"
            type="email"
            autoComplete="username"
            required
          />
          <FormPasswordField
            control={control}
            name="password"
            rules={{ required: PASSWORD_REQUIRED }}
            label="Mot de passe"
            autoComplete="current-password"
          />
          <Box sx={{ textAlign: 'right', mt: '8px !important' }}>
            <Link component={RouterLink} to="/reinitialisation" variant="body2">
              Mot de passe oublié ?
            </Link>
          </Box>
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            Se connecter
          </Button>
        </Stack>
      </form>
      <Divider sx={{ my: 3 }}>ou</Divider>
      <Button variant="outlined" fullWidth onClick={openRegister}>
        Créer un compte
      </Button>
      {registerOpened ? (
        <Suspense fallback={null}>
          <RegisterDialog open={registerOpen} onClose={() => setRegisterOpen(false)} />
        </Suspense>
      ) : null}
    </PublicLayout>
  );
}
