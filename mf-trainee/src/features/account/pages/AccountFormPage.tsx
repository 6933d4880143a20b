import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { PageHeader } from '@irt/shared-ui/components/PageHeader';
import { useSession } from '@irt/shared-auth';
import { useProfileDetail } from '../../../shared/api/get-profile-detail';
import { BankSection } from '../components/BankSection';
import { CompletionBanner } from '../components/CompletionBanner';
import { MissingFieldsProvider } from '../components/fields';
import { AddressSection } from '../components/AddressSection';
import { NewsletterSection } from '../components/NewsletterSection';
import { ProfessionalSection } from '../components/ProfessionalSection';
import { ProfileSection } from '../components/ProfileSection';
import { UnionMandateSection } from '../components/UnionMandateSection';
import { VehicleSection } from '../components/VehicleSection';

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
  const locked = profile === null;
  return (
    <Box sx={{ width: '100%', maxWidth: 960 }}>
      <PageHeader title={locked ? 'Créer mon compte' : 'Modifier mon compte'} />
      <MissingFieldsProvider missing={profile?.missing_fields ?? []}>
        <Stack spacing={2}>
          <CompletionBanner profile={profile} />
          <ProfileSection profile={profile} />
          <AddressSection profile={profile} disabled={locked} />
          <ProfessionalSection profile={profile} disabled={locked} />
          <UnionMandateSection profile={profile} disabled={locked} />
          <VehicleSection profile={profile} disabled={locked} />
          <BankSection profile={profile} disabled={locked} />
          <NewsletterSection profile={profile} disabled={locked} />
        </Stack>
      </MissingFieldsProvider>
    </Box>
  );
}
