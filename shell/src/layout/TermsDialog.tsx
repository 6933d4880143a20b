import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { mustAcceptTerms, useSession } from '@irt/shared-auth';
import { useAcceptTerms } from './api/accept-terms';

// The terms text of the legal page, loaded only when the dialog has to be shown.
const TermsOfUse = lazy(() => import('../pages/public/TermsOfUse').then((module) => ({ default: module.TermsOfUse })));

export interface TermsDialogProps {
  /** Logs the user out (the dialog's 'Je refuse'). */
  onRefuse: () => void;
}

/**
 * A user who has not accepted the terms of use (accepted_terms 0) must accept them
 * ('J'accepte' records it and reloads the user and profile) or leave ('Je refuse' logs out).
 */
export function TermsDialog({ onRefuse }: TermsDialogProps) {
  const user = useSession((state) => state.user);
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const acceptance = useAcceptTerms();
  const busy = acceptance.isPending;
  const [refused, setRefused] = useState(false);
  const open = mustAcceptTerms(user) && !refused;

  const accept = () => acceptance.mutate();

  const refuse = () => {
    setRefused(true);
    onRefuse();
  };

  return (
    <Dialog
      open={open}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby="terms-dialog-title"
      // The user has to choose: neither Escape nor a click outside closes it.
      onClose={() => undefined}
    >
      <DialogTitle id="terms-dialog-title">Conditions d'utilisation</DialogTitle>
      <DialogContent dividers>
        <Suspense fallback={<Skeleton variant="rectangular" height={240} aria-label="Chargement des conditions" />}>
          <TermsOfUse headingLevel={3} />
        </Suspense>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={refuse} disabled={busy} color="inherit">
          Je refuse
        </Button>
        <Button onClick={accept} disabled={busy} variant="contained">
          J'accepte
        </Button>
      </DialogActions>
    </Dialog>
  );
}
