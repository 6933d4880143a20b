import { lazy, Suspense, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
import { OutlinedField } from '@irt/shared-ui/forms/OutlinedField';
import { PasswordField } from '@irt/shared-ui/forms/PasswordField';
import { PASSWORD_REQUIRED, requiredText } from '@irt/shared-ui/forms/validation';
import { MESSAGES } from '@irt/shared-ui/messages';
import { INSTITUTE_CONTACT_EMAIL, LOGIN_PAGE_PARAMS } from '@irt/api/constants';
import { PublicLayout } from './PublicLayout';
import { safeRedirectTarget } from './validation';
import { takeOverPrerenderedLogin } from './prerendered-login';

/** The sign-up dialog and its form are fetched when first opened: the login page does not carry them. */
const RegisterDialog = lazy(() => import('./RegisterDialog').then((module) => ({ default: module.RegisterDialog })));

interface LoginForm {
  email: string;
  password: string;
}

type LoginErrors = Partial<Record<keyof LoginForm, string>>;

const checkEmail = requiredText("L'identifiant est requis.");

function checkLogin(values: LoginForm): LoginErrors {
  const email = checkEmail(values.email);
  return { ...(email === true ? {} : { email }), ...(values.password === '' ? { password: PASSWORD_REQUIRED } : {}) };
}

/**
 * The login form's two fields, held here rather than by react-hook-form (14 KB the login page, the first
 * screen every visitor downloads, would otherwise carry): checked on submit, then again as they change,
 * and the first invalid one focused.
 */
function useLoginForm(initialEmail: string, onValid: (values: LoginForm) => Promise<void>) {
  const [values, setValues] = useState<LoginForm>({ email: initialEmail, password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const refs = { email: emailRef, password: passwordRef };
  // The page drawn at build time may have been typed in before this code ran: its values and focus are
  // taken over, in the same commit that shows this page (nothing typed in between is lost).
  useLayoutEffect(() => {
    const typed = takeOverPrerenderedLogin();
    if (!typed) return;
    if (typed.email !== '' || typed.password !== '') {
      setValues((current) => ({ email: typed.email || current.email, password: typed.password || current.password }));
    }
    if (typed.focused === 'email') emailRef.current?.focus();
    if (typed.focused === 'password') passwordRef.current?.focus();
  }, []);
  const field = (name: keyof LoginForm) => ({
    name,
    value: values[name],
    inputRef: refs[name],
    error: errors[name] !== undefined,
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setValues(next);
      if (submitted) setErrors(checkLogin(next));
    },
  });
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const found = checkLogin(values);
    setErrors(found);
    const invalid = (['email', 'password'] as const).find((name) => found[name] !== undefined);
    if (invalid) {
      refs[invalid].current?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };
  return { field, onSubmit, isSubmitting };
}

/** Login screen: identifier, password, forgotten password, account creation. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [failure, setFailure] = useState<{ serverMessage: string | null; closed: boolean } | null>(null);
  // '?inscription=1' (the route Créer un compte) opens the sign-up dialog at once.
  const [registerOpen, setRegisterOpen] = useState(() => searchParams.get(LOGIN_PAGE_PARAMS.signUp) === '1');
  // Stays mounted once opened, so that closing plays the dialog's exit transition.
  const [registerOpened, setRegisterOpened] = useState(registerOpen);
  const openRegister = () => {
    setRegisterOpened(true);
    setRegisterOpen(true);
  };
  const { field, onSubmit, isSubmitting } = useLoginForm(searchParams.get(LOGIN_PAGE_PARAMS.email) ?? '', async ({ email, password }) => {
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
  });

  return (
    <PublicLayout title="Connexion">
      <form noValidate onSubmit={onSubmit} aria-label="Connexion">
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
          <OutlinedField {...field('email')} label="Identifiant" type="email" autoComplete="username" required />
          <PasswordField {...field('password')} label="Mot de passe" autoComplete="current-password" required />
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
