import { useState } from 'react';
import Button from '@mui/material/Button';
import { readApiError } from '@irt/shared-auth';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES, serverMessage } from '@irt/shared-ui/messages';
import { useCloseAccount } from '../api/close-account';
import { ofName } from '@irt/api/constants';

/**
 * 'Clôturer le compte' and its confirmation: the person can no longer reach their
 * data, the account is not deleted; the server ends its open sessions.
 */
export function CloseAccountButton({ profileId, name }: { profileId: number; name: string }) {
  const [open, setOpen] = useState(false);
  const closing = useCloseAccount(profileId);
  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Clôturer le compte
      </Button>
      <ConfirmDialog
        open={open}
        title="Voulez-vous désactiver cet utilisateur ?"
        message={
          <>
            {`Voulez-vous vraiment désactiver le compte ${ofName(name)} ?`}
            <br />
            {"L'utilisateur ne pourra plus accéder à ses données, mais son compte ne sera pas supprimé."}
          </>
        }
        confirmLabel="Oui, je confirme"
        cancelLabel="Non"
        confirmColor="error"
        pending={closing.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          closing.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false);
              notify(serverMessage(answer.message));
            },
            onError: (error) => notify(MESSAGES.accountClosingFailed, readApiError(error).message),
          })
        }
      />
    </>
  );
}
