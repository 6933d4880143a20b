import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { RemoteView, type RemoteComponentModule } from '@irt/shared-ui/components/RemoteView';
import { loadFromRemote, useSession } from '@irt/shared-auth';
import type { TrainingTabProps } from '../../../shared/training-tabs';

/** The props of `mf_trainee/Refunds` (the trainee space's Remboursements tab). */
interface RefundsProps {
  trainingId: number;
  profileId: number;
  reimbursed: boolean;
  canAddReceipts: boolean;
}

const REFUNDS = { remote: 'mf_trainee', module: './Refunds' } as const;
const loadRefunds = () => loadFromRemote<RemoteComponentModule<RefundsProps>>(REFUNDS);

/**
 * Remboursements for an intervenant or a responsable pédagogique: their own expense for the training
 * and its receipts, through the trainee space's tab (one screen for trainees and staff). Only a member
 * of the training's team has an expense there.
 */
export function OwnRefundsTab({ training }: TrainingTabProps) {
  const profileId = useSession((state) => state.profile?.id);
  const member = training.own_team_membership;
  if (profileId === undefined || member === null) {
    return (
      <EmptyState
        title="Aucun défraiement"
        detail="Seuls les membres de l'équipe de cette formation peuvent y déposer leurs justificatifs."
      />
    );
  }
  return (
    <RemoteView
      moduleKey="mf_trainee/Refunds"
      load={loadRefunds}
      skeletonRows={2}
      props={{ trainingId: training.id, profileId, reimbursed: member.reimbursed_transportation, canAddReceipts: true }}
    />
  );
}
