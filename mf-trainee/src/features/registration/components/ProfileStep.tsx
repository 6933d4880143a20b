import { Link } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProfileDetail } from '@irt/api/contract';
import { Fact } from '@irt/shared-ui/components/Fact';

/** Route of the trainee's account form, where the profile is completed. */
export const ACCOUNT_FORM_PATH = '/modifier-un-compte';

const orMissing = (value: string | null | undefined) => (value && value.trim() ? value : 'Non renseigné');

/** The mandates the trainee holds now (valid, not removed from the reference list). */
export const activeMandates = (profile: ProfileDetail) => profile.mandates.filter((mandate) => mandate.active);

/** One mandate as listed: its name, then the council and section of a councillor mandate. */
export function mandateText(mandate: ProfileDetail['mandates'][number]): string {
  return [mandate.name, mandate.council?.name, mandate.council_section?.name].filter(Boolean).join(' — ');
}

/**
 * Step 2, 'Votre profil': the facts of the profile that a registration relies on, how complete it is
 * and the server's messages for each missing field; the profile itself is edited on the account form.
 */
export function ProfileStep({ profile }: { profile: ProfileDetail }) {
  const complete = profile.profile_completion >= 100;
  const mandates = activeMandates(profile);
  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        Votre profil
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <LinearProgress
          variant="determinate"
          value={profile.profile_completion}
          aria-label="Complétion du profil"
          color={complete ? 'success' : 'primary'}
          sx={{ flex: 1, height: 10, borderRadius: 5 }}
        />
        <Typography component="span" variant="body2" sx={{ fontWeight: 700, minWidth: 48, textAlign: 'right' }}>
          {`${profile.profile_completion} %`}
        </Typography>
      </Box>
      {complete ? (
        <Alert severity="success">Votre profil est complet.</Alert>
      ) : (
        <Alert severity="warning">
          <AlertTitle>Attention, votre profil n&apos;est pas complet</AlertTitle>
          {profile.missing_fields.length > 0 && (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {profile.missing_fields.map((field) => (
                <li key={field.id}>{field.message}</li>
              ))}
            </Box>
          )}
        </Alert>
      )}
      <Box component="dl" sx={{ my: 0 }}>
        <Fact labelWidth="13rem" label="Nom">{profile.name}</Fact>
        <Fact labelWidth="13rem" label="Adresse email">{profile.user.email}</Fact>
        <Fact labelWidth="13rem" label="Téléphone">{orMissing(profile.phone)}</Fact>
        <Fact labelWidth="13rem" label="Adresse personnelle">{orMissing(profile.full_address)}</Fact>
        <Fact labelWidth="13rem" label="Entreprise">{orMissing(profile.company_name)}</Fact>
        <Fact labelWidth="13rem" label="Syndicat">{profile.current_union?.name ?? 'Aucun syndicat en cours'}</Fact>
        <Fact labelWidth="13rem" label="Mandats en cours">
          {mandates.length
            ? mandates.map((mandate) => (
                <Box component="span" key={mandate.id} sx={{ display: 'block' }}>
                  {mandateText(mandate)}
                </Box>
              ))
            : "Je n'ai pas de mandat en cours"}
        </Fact>
      </Box>
      <Box>
        <Button component={Link} to={ACCOUNT_FORM_PATH} variant="outlined">
          Modifier mon profil
        </Button>
      </Box>
    </Stack>
  );
}
