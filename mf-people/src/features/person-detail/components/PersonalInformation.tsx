import Box from '@mui/material/Box';
import type { ProfileDetail } from '@irt/api/contract';
import { Fact } from '@irt/shared-ui/components/Fact';
import { formatDay } from '@irt/shared-ui/formatters';

const NOT_GIVEN = 'Non renseigné';

/** 'Informations personnelles': who the person is and how to reach them. */
export function PersonalInformation({ person }: { person: ProfileDetail }) {
  const staff = person.role.slug !== 'stagiaire';
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label="Numéro de profil">{person.profile_number}</Fact>
      <Fact label="Rôle">{person.role.name}</Fact>
      <Fact label="Statut du compte">{person.is_active ? 'Actif' : 'Inactif'}</Fact>
      <Fact label="Genre">{person.genre?.name ?? 'Non déclaré'}</Fact>
      <Fact label="Email">{person.user.email}</Fact>
      {person.emails.length > 0 ? <Fact label="Autres emails">{person.emails.join(', ')}</Fact> : null}
      <Fact label="Téléphone">{person.phone ?? NOT_GIVEN}</Fact>
      {person.role.slug === 'stagiaire' ? <Fact label="Année de naissance">{person.birth_year ?? NOT_GIVEN}</Fact> : null}
      <Fact label="Adresse">{person.full_address ?? NOT_GIVEN}</Fact>
      {staff ? <Fact label="Fonction">{person.title ?? NOT_GIVEN}</Fact> : null}
      {staff && person.url ? <Fact label="Site web">{person.url}</Fact> : null}
      <Fact label="Compte créé le">{formatDay(person.user.created_at)}</Fact>
    </Box>
  );
}
