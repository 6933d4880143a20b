import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import type { ProfileDetail } from '@irt/api/contract';
import { useOwnAccount } from './account-owner';

/**
 * Above the form: the messages of the fields the server counts as missing, or the success banner at
 * 100 %. Before the profile exists, the one thing to do is to create it. An administrator
 * editing another account reads the same banner about 'ce profil'.
 */
export function CompletionBanner({ profile }: { profile: ProfileDetail | null }) {
  const own = useOwnAccount();
  if (!profile) {
    return (
      <Alert severity="info">
        <AlertTitle>Bienvenue !</AlertTitle>
        Renseignez votre genre et votre téléphone puis créez votre profil : les autres sections s&apos;ouvriront ensuite.
      </Alert>
    );
  }
  if (profile.profile_completion >= 100) {
    return (
      <Alert severity="success">
        <AlertTitle>{own ? 'Votre profil est complet' : 'Ce profil est complet'}</AlertTitle>
        Bravo, toutes les informations demandées sont renseignées.
      </Alert>
    );
  }
  return (
    <Alert severity="warning">
      <AlertTitle>{`${own ? 'Votre profil' : 'Ce profil'} est complété à ${profile.profile_completion} %`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {profile.missing_fields.map((field) => (
          <li key={field.id}>{field.message}</li>
        ))}
      </Box>
    </Alert>
  );
}
