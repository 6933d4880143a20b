import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATH, readApiError, verifyEmail } from '@irt/shared-auth';
import { PublicLayout } from './PublicLayout';

export const EMAIL_VERIFIED = 'Bravo, votre email a bien été vérifié !';
export const EMAIL_VERIFICATION_FAILED = 'La vérification a échoué. Veuillez réessayer.';

type State = { kind: 'loading' } | { kind: 'verified' | 'failed'; message: string };

/** Email verification (spec §2.6): forwards the emailed link's query string to the API. */
export default function EmailVerificationPage() {
  const { search } = useLocation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  // One call per link, even when React runs effects twice in development.
  const verifiedSearch = useRef<string | null>(null);

  useEffect(() => {
    if (verifiedSearch.current === search) return;
    verifiedSearch.current = search;
    setState({ kind: 'loading' });
    verifyEmail(search)
      .then((answer) => setState({ kind: 'verified', message: answer?.message || EMAIL_VERIFIED }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: readApiError(error).message ?? EMAIL_VERIFICATION_FAILED }),
      );
  }, [search]);

  return (
    <PublicLayout title="Vérification de votre email">
      <Stack spacing={3}>
        {state.kind === 'loading' ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>Vérification de votre email...</Typography>
          </Box>
        ) : (
          <Alert severity={state.kind === 'verified' ? 'success' : 'error'}>{state.message}</Alert>
        )}
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" fullWidth>
          Me connecter
        </Button>
      </Stack>
    </PublicLayout>
  );
}
