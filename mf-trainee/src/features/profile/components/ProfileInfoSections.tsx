import type { ReactNode } from 'react';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ProfileDetail } from '@irt/api/contract';
import { nameOf } from '../../../shared/api/get-lookups';
import { InfoList } from './InfoList';
import type { ProfileSectionId } from './profile-sections';
import { useLookup } from '@irt/shared-auth/query';
import { MaskedIban } from './MaskedIban';
import { LeaveBalancesSection } from './LeaveBalancesSection';
import { MESSAGES } from '@irt/shared-ui/messages';

const yesNo = (value: boolean) => (value ? 'Oui' : 'Non');

function General({ profile }: { profile: ProfileDetail }) {
  return (
    <InfoList
      rows={[
        { label: 'Nom complet', value: profile.name },
        { label: 'Genre', value: profile.genre?.name },
        { label: 'Année de naissance', value: profile.birth_year },
        { label: 'Téléphone', value: profile.phone },
        { label: 'Email principal', value: profile.user.email },
        { label: 'Emails secondaires', value: profile.emails.join(', ') },
        { label: 'Numéro de profil', value: profile.profile_number },
      ]}
    />
  );
}

function Address({ profile }: { profile: ProfileDetail }) {
  return <InfoList rows={[{ label: 'Adresse', value: profile.full_address }]} />;
}

function Professional({ profile }: { profile: ProfileDetail }) {
  const situations = useLookup('professional-situations');
  const categories = useLookup('professional-categories');
  const degrees = useLookup('degrees');
  const sectors = useLookup('activity-sectors');
  const sizes = useLookup('company-sizes');
  return (
    <InfoList
      rows={[
        { label: 'Situation professionnelle', value: nameOf(situations.data, profile.professional_situation_id) },
        { label: 'Catégorie professionnelle', value: nameOf(categories.data, profile.professional_category_id) },
        { label: 'Diplôme', value: nameOf(degrees.data, profile.degree_id) },
        { label: "Secteur d'activité", value: nameOf(sectors.data, profile.activity_sector_id) },
        { label: "Nom de l'entreprise", value: profile.company_name },
        { label: "Taille de l'entreprise", value: nameOf(sizes.data, profile.company_size_id) },
        { label: "Code postal de l'entreprise", value: profile.company_zip_code },
      ]}
    />
  );
}

function UnionAndMandates({ profile }: { profile: ProfileDetail }) {
  const active = profile.mandates.filter((mandate) => mandate.active);
  return (
    <>
      <InfoList
        rows={[
          { label: 'Adhérent à un syndicat', value: yesNo(profile.is_union_member) },
          { label: 'Syndicat actuel', value: profile.current_union?.name },
          { label: 'Mandat', value: yesNo(profile.has_mandate) },
        ]}
      />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        Mandats actifs
      </Typography>
      {active.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {MESSAGES.noActiveMandate.text}
        </Typography>
      ) : (
        <List dense aria-label="Mandats actifs">
          {active.map((mandate) => (
            <ListItem key={mandate.id} disableGutters>
              <ListItemText primary={mandate.name} secondary={[mandate.council?.name, mandate.council_section?.name].filter(Boolean).join(' — ') || null} />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}

function Vehicle({ profile }: { profile: ProfileDetail }) {
  const categories = useLookup('vehicle-categories');
  const category = categories.data?.find((item) => item.id === profile.vehicle_category_id)?.category;
  return (
    <InfoList
      rows={[
        { label: 'Véhicule personnel', value: yesNo(profile.has_vehicle) },
        ...(profile.has_vehicle
          ? [
              { label: 'Puissance fiscale', value: category },
              {
                label: 'Carte grise',
                value: profile.temporary_vehicle_registration_url ? (
                  <Link href={profile.temporary_vehicle_registration_url} target="_blank" rel="noopener">
                    Voir la carte grise
                  </Link>
                ) : null,
              },
            ]
          : []),
      ]}
    />
  );
}

function Bank({ profile }: { profile: ProfileDetail }) {
  return (
    <InfoList
      rows={[
        { label: 'IBAN', value: profile.iban ? <MaskedIban iban={profile.iban} /> : null },
        { label: 'BIC', value: profile.bic },
      ]}
    />
  );
}

function Newsletter({ profile }: { profile: ProfileDetail }) {
  return <InfoList rows={[{ label: 'Abonné à la newsletter', value: yesNo(profile.subscribed_to_newsletter) }]} />;
}

function Terms({ profile }: { profile: ProfileDetail }) {
  return (
    <Typography variant="body2">
      {profile.accepted_terms === 1 ? "Vous avez accepté les conditions d'utilisation du portail. " : "Vous n'avez pas encore accepté les conditions d'utilisation du portail. "}
      <Link component={RouterLink} to="/informations-legales">
        Lire les informations légales
      </Link>
    </Typography>
  );
}

/** The content of each anchored section of 'Mes informations'. */
export const SECTION_CONTENT: Record<ProfileSectionId, (props: { profile: ProfileDetail }) => ReactNode> = {
  'informations-generales': General,
  adresse: Address,
  'informations-professionnelles': Professional,
  'syndicat-et-mandats': UnionAndMandates,
  'droits-conge-formation': LeaveBalancesSection,
  vehicule: Vehicle,
  'coordonnees-bancaires': Bank,
  newsletter: Newsletter,
  'conditions-utilisation': Terms,
};
