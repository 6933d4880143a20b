import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileDetail } from '@irt/api/contract';
import { AccountSections } from '../../account';

/**
 * Step 2, 'Votre profil': the account form itself, section by section, under the banner of the fields
 * the server still counts as missing. Each save loads the profile again, so the banner and the
 * mandates of the finalisation follow without leaving the wizard.
 */
export function ProfileStep({ profile }: { profile: ProfileDetail }) {
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        Votre profil
      </Typography>
      <AccountSections profile={profile} headingLevel="h3" />
    </Stack>
  );
}
