import { CALENDAR_FEED_ANCHOR, CALENDAR_FEED_TITLE } from '@irt/shared-ui/calendar-feed';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import { useLookup } from '@irt/shared-auth/query';
import { Fact } from '@irt/shared-ui/components/Fact';
import type { ProfileDetail } from '@irt/api/contract';
import { showsRemuneration } from './team-form-values';
import { groupIban, teamSectionsFor, type TeamProfileSectionId } from './profile-sections';

const NONE = 'Non renseigné';
/** Read by screen readers only. */
const HIDDEN = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The IBAN masked as the server sent it; its holder and the administrateur (who got it in clear) may show it. */
function Iban({ clear, masked }: { clear: string | null; masked: string }) {
  const [shown, setShown] = useState(false);
  const last = masked.replace(/\s+/g, '').slice(-3);
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {shown && clear ? (
          groupIban(clear)
        ) : (
          <>
            <span aria-hidden="true">{masked}</span>
            <Box component="span" sx={HIDDEN}>{`IBAN masqué, se terminant par ${last}`}</Box>
          </>
        )}
      </Box>
      {clear ? (
        <Button size="small" onClick={() => setShown((value) => !value)} aria-pressed={shown} startIcon={shown ? <VisibilityOff /> : <Visibility />}>
          {shown ? "Masquer l'IBAN" : "Afficher l'IBAN"}
        </Button>
      ) : null}
    </Box>
  );
}

function SectionContent({ id, profile }: { id: TeamProfileSectionId; profile: ProfileDetail }) {
  const vehicleCategories = useLookup('vehicle-categories', id === 'vehicule' && profile.has_vehicle);
  const statuses = useLookup('employment-statuses', id === 'informations-generales' && showsRemuneration(profile.role.id));
  switch (id) {
    case 'informations-generales':
      return (
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Numéro de profil">{profile.profile_number}</Fact>
          <Fact label="Genre">{profile.genre?.name ?? 'Non déclaré'}</Fact>
          <Fact label="Email">{profile.user.email}</Fact>
          <Fact label="Emails secondaires">{profile.emails.length > 0 ? profile.emails.join(', ') : 'Aucun'}</Fact>
          <Fact label="Téléphone">{profile.phone ?? NONE}</Fact>
          <Fact label="Rôle">{profile.role.name}</Fact>
          <Fact label="Fonction">{profile.title ?? NONE}</Fact>
          {showsRemuneration(profile.role.id) ? (
            <Fact label="Statut de rémunération">
              {statuses.data?.find((status) => status.id === profile.employment_status_id)?.name ?? NONE}
            </Fact>
          ) : null}
        </Box>
      );
    case 'adresse':
      return (
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Adresse">{profile.full_address ?? NONE}</Fact>
        </Box>
      );
    case 'vehicule':
      return (
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Véhicule personnel">{profile.has_vehicle ? 'Oui' : 'Non'}</Fact>
          {profile.has_vehicle ? (
            <Fact label="Puissance fiscale">
              {vehicleCategories.data?.find((category) => category.id === profile.vehicle_category_id)?.category ?? NONE}
            </Fact>
          ) : null}
        </Box>
      );
    case 'coordonnees-bancaires':
      return (
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="IBAN">{profile.iban_masked ? <Iban clear={profile.iban} masked={profile.iban_masked} /> : NONE}</Fact>
          <Fact label="BIC">{profile.bic ?? (profile.iban_masked ? 'Masqué' : NONE)}</Fact>
        </Box>
      );
    case 'conditions-utilisation':
      return (
        <Box component="dl" sx={{ m: 0 }}>
          <Fact label="Conditions d'utilisation acceptées">{profile.accepted_terms === 1 ? 'oui' : 'non'}</Fact>
        </Box>
      );
  }
}

/** A team member's profile in anchored sections, with the menu of its sections (and of the calendar feed on one's own). */
export function TeamProfileSections({ profile, own = false }: { profile: ProfileDetail; own?: boolean }) {
  const sections = teamSectionsFor(profile.role.id);
  return (
    <Stack spacing={2}>
      <Box component="nav" aria-label="Sections du profil" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {sections.map((section) => (
          <Link key={section.id} href={`#${section.id}`} variant="body2">
            {section.title}
          </Link>
        ))}
        {own ? (
          <Link href={`#${CALENDAR_FEED_ANCHOR}`} variant="body2">
            {CALENDAR_FEED_TITLE}
          </Link>
        ) : null}
      </Box>
      {sections.map((section) => (
        <Card key={section.id} component="section" id={section.id} aria-labelledby={`${section.id}-titre`} variant="outlined" sx={{ scrollMarginTop: 80 }}>
          <CardContent>
            <Typography id={`${section.id}-titre`} component="h2" variant="h6" sx={{ mb: 1.5 }}>
              {section.title}
            </Typography>
            {section.id === 'adresse' ? (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Nécessaire aux remboursements de frais.
              </Typography>
            ) : null}
            <SectionContent id={section.id} profile={profile} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
