import { useState } from 'react';
import Button from '@mui/material/Button';
import TrendingUp from '@mui/icons-material/TrendingUp';
import type { TrainingDetail } from '@irt/api/contract';
import { CAN_HANDLE_COMPLAINTS, IMPROVEMENT_MESSAGES, roleCan } from '@irt/api/constants';
import { useSession } from '@irt/shared-auth';
import { useCreateImprovementAction, useImprovementActionOwners } from '@irt/shared-auth/endpoints';
import { ImprovementActionDialog } from '@irt/shared-ui/components/ImprovementActionDialog';

/**
 * 'Ouvrir une action d'amélioration' on the Évaluations tab (administrateur, gestionnaire): an action
 * whose origin is this training's evaluation results, then followed on the 'Actions d'amélioration' page.
 */
export function OpenImprovementAction({ training }: { training: Pick<TrainingDetail, 'id' | 'title'> }) {
  const role = useSession((state) => state.user?.role.slug);
  const [open, setOpen] = useState(false);
  const allowed = roleCan(CAN_HANDLE_COMPLAINTS, role);
  const owners = useImprovementActionOwners(allowed && open);
  const create = useCreateImprovementAction();
  if (!allowed) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<TrendingUp />} onClick={() => setOpen(true)} sx={{ mb: 2 }}>
        Ouvrir une action d’amélioration
      </Button>
      <ImprovementActionDialog
        open={open}
        title="Ouvrir une action d’amélioration"
        origin={`Née des résultats d’évaluation de la formation « ${training.title} ».`}
        owners={owners.data}
        save={async (fields) => {
          await create.mutateAsync({ ...fields, origin: 'survey', training_id: training.id });
          return { message: IMPROVEMENT_MESSAGES.created };
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
