import { useState } from 'react';
import Button from '@mui/material/Button';
import { readApiError } from '@irt/shared-auth';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { useReopenAccount } from '../api/reopen-account';
import { ofName } from '@irt/api/constants';

/**
 * 'Réactiver le compte' of a closed account and its confirmation: the person logs in again with their
 * password; nothing of their earlier sessions comes back.
 */
export function ReopenAccountButton({ profileId, name }: { profileId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const reopening = useReopenAccount(profileId);
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Réactiver le compte
      </Button>
      <ConfirmDialog
        open={open}
        title="Voulez-vous réactiver ce compte ?"
        message={
          <>
            {`Le compte ${ofName(name)} sera de nouveau actif : la personne pourra se connecter avec son mot de passe et retrouver ses données.`}
          </>
        }
        confirmLabel="Oui, je confirme"
        cancelLabel="Non"
        pending={reopening.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          reopening.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false);
              notify(serverMessage(answer.message));
            },
            onError: (error) => notify(MESSAGES.accountReopeningFailed, readApiError(error).message),
          })
        }
      />
    </>
  );
}
