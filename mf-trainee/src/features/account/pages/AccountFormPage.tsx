import { useParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import { EmptyState } from '@irt/shared-ui/components/EmptyState';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import { useProfile } from '@irt/shared-auth/endpoints';
import { AccountSections } from '../components/AccountSections';
import { CompletionBanner } from '../components/CompletionBanner';
import { ofName } from '@irt/api/constants';

/**
 * /modifier-un-compte for a stagiaire: 'Créer mon profil' until the profile exists, then 'Modifier mon
 * profil'. Each section saves on its own; those after 'Profil' stay disabled until the profile exists.
 * /modifier-un-compte/{id} (administrateur only, the route table's rule): the same form for the profile
 * {id}, 'Modifier le compte de {nom}', without the main email change, which is its owner's.
 */
export default function AccountFormPage() {
  const { id } = useParams();
  return id === undefined ? <OwnAccountPage /> : <OtherAccountPage profileId={Number(id)} />;
}

function OwnAccountPage() {
  const profileId = useSession((state) => state.profile?.id ?? null);
  const detail = useProfile(profileId);

  if (profileId !== null && !detail.data) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Modifier mon profil" />
        {detail.isError ? <CompletionBanner profile={null} /> : <ListSkeleton rows={6} />}
      </Box>
    );
  }

  const profile = detail.data ?? null;
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={profile === null ? 'Créer mon profil' : 'Modifier mon profil'} />
      <AccountSections profile={profile} />
    </Box>
  );
}

function OtherAccountPage({ profileId }: { profileId: number }) {
  const valid = Number.isInteger(profileId) && profileId > 0;
  const detail = useProfile(valid ? profileId : null);

  if (!detail.data) {
    return (
      <Box sx={{ width: '100%' }}>
        <PageHeader title="Modifier un compte" />
        {!valid || detail.isError ? (
          <EmptyState title="Profil introuvable" detail="Ce profil n'existe pas ou ne vous est pas accessible." />
        ) : (
          <ListSkeleton rows={6} />
        )}
      </Box>
    );
  }

  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={`Modifier le compte ${ofName(detail.data.name)}`} />
      <AccountSections profile={detail.data} ownAccount={false} />
    </Box>
  );
}
