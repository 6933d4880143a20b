import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ImprovementAction } from '@irt/api/contract';
import { IMPROVEMENT_MESSAGES } from '@irt/api/constants';
import { useImprovementActionOwners } from '@irt/shared-auth/endpoints';
import { ConfirmDialog } from '@irt/shared-ui/components/ConfirmDialog';
import { ImprovementActionDialog, OTHER_OWNER, type ImprovementActionValues } from '@irt/shared-ui/components/ImprovementActionDialog';
import { notify } from '@irt/shared-ui/components/notifications';
import { serverMessage } from '@irt/shared-ui/messages';
import { useDeleteImprovementAction } from '../api/delete-improvement-action';
import { useUpdateImprovementAction } from '../api/update-improvement-action';

function valuesOf(action: ImprovementAction): ImprovementActionValues {
  return { what: action.what, owner: action.owner ? action.owner.user_id : OTHER_OWNER, owner_name: action.owner_name ?? '', due_date: action.due_date };
}

/** An action's buttons: 'Marquer faite' (or 'Rouvrir'), 'Modifier', 'Supprimer' (after a question). */
export function ActionButtons({ action }: { action: ImprovementAction }) {
  const update = useUpdateImprovementAction();
  const remove = useDeleteImprovementAction();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const owners = useImprovementActionOwners(editing);
  // The action as last read: an edit opens on what the list shows now.
  const initial = useMemo(() => valuesOf(action), [action]);
  const done = action.done_at !== null;
  const toggle = async () => {
    try {
      await update.mutateAsync({ id: action.id, patch: { done: !done } });
      notify(serverMessage(IMPROVEMENT_MESSAGES.saved));
    } catch {
      notify(serverMessage('L’action n’a pas pu être mise à jour.', 'error'));
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { sm: 'flex-end' } }}>
      <Button size="small" variant={done ? 'text' : 'outlined'} onClick={() => void toggle()} disabled={update.isPending} aria-label={`${done ? 'Rouvrir' : 'Marquer faite'} : ${action.what}`}>
        {done ? 'Rouvrir' : 'Marquer faite'}
      </Button>
      <Button size="small" onClick={() => setEditing(true)} aria-label={`Modifier : ${action.what}`}>
        Modifier
      </Button>
      <Button size="small" color="error" onClick={() => setDeleting(true)} aria-label={`Supprimer : ${action.what}`}>
        Supprimer
      </Button>
      <ImprovementActionDialog
        open={editing}
        title="Modifier l’action d’amélioration"
        owners={owners.data}
        initial={initial}
        save={async (fields) => {
          await update.mutateAsync({ id: action.id, patch: fields });
          return { message: IMPROVEMENT_MESSAGES.saved };
        }}
        onClose={() => setEditing(false)}
      />
      <ConfirmDialog
        open={deleting}
        title="Supprimer l’action d’amélioration ?"
        message={`« ${action.what} » sera supprimée.`}
        confirmLabel="Supprimer"
        confirmColor="error"
        pending={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() => {
          remove.mutate(action.id, {
            onSuccess: () => {
              setDeleting(false);
              notify(serverMessage(IMPROVEMENT_MESSAGES.deleted));
            },
          });
        }}
      />
    </Box>
  );
}
