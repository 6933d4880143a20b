import { useParams } from 'react-router-dom';
import { loadFromRemote } from '@irt/shared-auth';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { RemoteView, type RemoteComponentModule } from '@irt/shared-ui/components/RemoteView';
import { ROLE } from '@irt/api/constants';
import { useProfile } from '@irt/shared-auth/endpoints';
import { TeamMemberEdit } from './TeamMemberEditPage';

const TRAINEE_ACCOUNT_FORM = { remote: 'mf_trainee', module: './AccountForm' } as const;
const loadTraineeAccountForm = () => loadFromRemote<RemoteComponentModule<object>>(TRAINEE_ACCOUNT_FORM);

/**
 * /modifier-un-compte/{id} (administrateur only): a trainee's profile opens the trainee account form
 * (`mf_trainee/AccountForm`, which reads the same `:id`), a team member's the team member form. The
 * profile read here is the one both forms read (same query key), so it is asked once.
 */
export default function AccountEditDispatch() {
  const { id } = useParams();
  const profileId = Number(id);
  const valid = Number.isInteger(profileId) && profileId > 0;
  const detail = useProfile(valid ? profileId : null);
  if (!valid) return <TeamMemberEdit profileId={null} />;
  if (detail.isPending) return <ListSkeleton rows={6} />;
  if (detail.data?.role.id === ROLE.stagiaire || detail.isError) {
    // The trainee form shows its own 'Profil introuvable' when the profile cannot be read.
    return <RemoteView moduleKey="mf_trainee/AccountForm" load={loadTraineeAccountForm} props={{}} />;
  }
  return <TeamMemberEdit profileId={profileId} />;
}
