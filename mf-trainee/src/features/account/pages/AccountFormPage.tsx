import Box from '@mui/material/Box';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import { useProfileDetail } from '../../../shared/api/get-profile-detail';
import { AccountSections } from '../components/AccountSections';
import { CompletionBanner } from '../components/CompletionBanner';

/**
 * /modifier-un-compte for a stagiaire: 'Créer mon compte' until the profile exists, then 'Modifier mon
 * compte'. Each section saves on its own; those after 'Profil' stay disabled until the profile exists.
 */
export default function AccountFormPage() {
  const profileId = useSession((state) => state.profile?.id ?? null);
  const detail = useProfileDetail(profileId);

  if (profileId !== null && !detail.data) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Modifier mon compte" />
        {detail.isError ? <CompletionBanner profile={null} /> : <ListSkeleton rows={6} />}
      </Box>
    );
  }

  const profile = detail.data ?? null;
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={profile === null ? 'Créer mon compte' : 'Modifier mon compte'} />
      <AccountSections profile={profile} />
    </Box>
  );
}
