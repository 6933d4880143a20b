import { useState } from 'react';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { MESSAGES } from '@irt/shared-ui/messages';
import { readApiError } from '@irt/shared-auth';
import { useUnregister } from '@irt/shared-auth/endpoints';

/** 'Désinscrire', after a confirmation; the training and the trainee's lists load again. */
export function UnregisterButton({ trainingId, profileId }: { trainingId: number; profileId: number }) {
  const [open, setOpen] = useState(false);
  const unregister = useUnregister(trainingId);
  const confirm = () =>
    unregister.mutate(profileId, {
      onSuccess: () => {
        notify(MESSAGES.unregistered);
        setOpen(false);
      },
      onError: (error) => {
        notify(MESSAGES.unregisterFailed, readApiError(error).message);
        setOpen(false);
      },
    });
  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)} sx={{ mt: 2 }}>
        Désinscrire
      </Button>
      <ConfirmDialog
        open={open}
        title="Désinscription"
        message="Voulez-vous vous désinscrire de cette formation ?"
        confirmLabel="Désinscrire"
        cancelLabel="Annuler"
        confirmColor="error"
        pending={unregister.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

export default UnregisterButton;
