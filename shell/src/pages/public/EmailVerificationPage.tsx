import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LOGIN_PATH, readApiError } from '@irt/shared-auth';
import { useEmailVerification } from './api/verify-email';
import { PublicLayout } from './PublicLayout';

export const EMAIL_VERIFIED = 'Bravo, votre email a bien été vérifié !';
export const EMAIL_VERIFICATION_FAILED = 'La vérification a échoué. Veuillez réessayer.';

/** Email verification (spec §2.6): forwards the emailed link's query string to the API. */
export default function EmailVerificationPage() {
  const { search } = useLocation();
  const verification = useEmailVerification(search);

  return (
    <PublicLayout title="Vérification de votre email">
      <Stack spacing={3}>
        {verification.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>Vérification de votre email...</Typography>
          </Box>
        ) : (
          <Alert severity={verification.isSuccess ? 'success' : 'error'}>
            {verification.isSuccess
              ? verification.data?.message || EMAIL_VERIFIED
              : (readApiError(verification.error).message ?? EMAIL_VERIFICATION_FAILED)}
          </Alert>
        )}
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" fullWidth>
          Me connecter
        </Button>
      </Stack>
    </PublicLayout>
  );
}
