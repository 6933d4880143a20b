import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { retryFailedReads, useServerStatus } from '@irt/shared-auth/query';

export const SERVER_DOWN_TITLE = 'Le serveur du portail ne répond pas.';
export const SERVER_DOWN_TEXT =
  'Les informations de cette page peuvent être incomplètes. Elles se rechargeront d’elles-mêmes dès son retour ; vos saisies ne sont pas perdues.';

/**
 * Above every page of the portal: says in French that the server is out of reach while the reads fail
 * for want of it, offers 'Réessayer', and goes away as soon as a read succeeds again.
 */
export function ServerStatusBanner() {
  const unreachable = useServerStatus((state) => state.unreachable);
  const client = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  if (!unreachable) return null;
  const retry = async () => {
    setRetrying(true);
    try {
      await retryFailedReads(client);
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void retry()} disabled={retrying}>
          Réessayer
        </Button>
      }
    >
      <AlertTitle>{SERVER_DOWN_TITLE}</AlertTitle>
      {SERVER_DOWN_TEXT}
    </Alert>
  );
}
