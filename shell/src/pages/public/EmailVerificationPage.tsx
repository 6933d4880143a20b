import { Link as RouterLink, useLocation } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isEmailChangeUndo, LOGIN_PATH, readApiError } from '@irt/shared-auth';
import { useEmailVerification } from './api/verify-email';
import { PublicLayout } from './PublicLayout';
import { MESSAGES } from '@irt/shared-ui/messages';

export const EMAIL_VERIFIED = MESSAGES.emailVerified.text;
export const EMAIL_VERIFICATION_FAILED = MESSAGES.emailVerificationFailed.text;

/** The texts of the page for a link that confirms an address, and for one that undoes a change of it. */
const TEXTS = {
  verify: { title: 'Vérification de votre email', pending: 'Vérification de votre email...', done: EMAIL_VERIFIED, failed: EMAIL_VERIFICATION_FAILED },
  undo: {
    title: 'Annulation du changement d’adresse email',
    pending: 'Annulation en cours...',
    done: 'Le changement d’adresse email est annulé.',
    failed: 'L’annulation a échoué. Veuillez réessayer.',
  },
} as const;

/**
 * The emailed links about an address: a sign-up or a new login email to confirm, or a
 * change of the login email to undo (the link sent to the old address); posts the link's id and token.
 */
export default function EmailVerificationPage() {
  const { search } = useLocation();
  const verification = useEmailVerification(search);
  const texts = isEmailChangeUndo(search) ? TEXTS.undo : TEXTS.verify;

  return (
    <PublicLayout title={texts.title}>
      <Stack spacing={3}>
        {verification.isPending ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{texts.pending}</Typography>
          </Box>
        ) : (
          <Alert severity={verification.isSuccess ? 'success' : 'error'}>
            {verification.isSuccess ? verification.data?.message || texts.done : (readApiError(verification.error).message ?? texts.failed)}
          </Alert>
        )}
        <Button component={RouterLink} to={LOGIN_PATH} variant="contained" fullWidth>
          Me connecter
        </Button>
      </Stack>
    </PublicLayout>
  );
}
