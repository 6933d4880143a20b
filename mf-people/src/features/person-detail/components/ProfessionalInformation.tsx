import Box from '@mui/material/Box';
import type { ProfileDetail } from '@irt/api/contract';
import { Fact } from '@irt/shared-ui/components/Fact';
import { MESSAGES } from '@irt/shared-ui/messages';
import { useLookup } from '@irt/shared-auth/query';

const NOT_GIVEN = 'Non renseigné';

/** The name of item `id` of a reference list, 'Non renseigné' when none, '…' while the list loads. */
function named(items: readonly { id: number; name: string }[] | undefined, id: number | null): string {
  if (id === null) return NOT_GIVEN;
  if (!items) return '…';
  return items.find((item) => item.id === id)?.name ?? NOT_GIVEN;
}

/** 'Informations professionnelles' of a trainee: work, union and mandates. */
export function ProfessionalInformation({ person }: { person: ProfileDetail }) {
  const situations = useLookup('professional-situations');
  const categories = useLookup('professional-categories');
  const sectors = useLookup('activity-sectors');
  const degrees = useLookup('degrees');
  const sizes = useLookup('company-sizes');
  const activeMandates = person.mandates.filter((mandate) => mandate.active);
  return (
    <Box component="dl" sx={{ m: 0 }}>
      <Fact label="Situation professionnelle">{named(situations.data, person.professional_situation_id)}</Fact>
      <Fact label="Catégorie professionnelle">{named(categories.data, person.professional_category_id)}</Fact>
      <Fact label="Secteur d'activité">{named(sectors.data, person.activity_sector_id)}</Fact>
      <Fact label="Diplôme">{named(degrees.data, person.degree_id)}</Fact>
      <Fact label="Entreprise">{person.company_name ?? NOT_GIVEN}</Fact>
      <Fact label="Code postal de l'entreprise">{person.company_zip_code ?? NOT_GIVEN}</Fact>
      <Fact label="Taille de l'entreprise">{named(sizes.data, person.company_size_id)}</Fact>
      <Fact label="Syndicat actuel">{person.current_union?.name ?? MESSAGES.noUnion.text}</Fact>
      <Fact label="Mandats actifs">
        {activeMandates.length === 0
          ? MESSAGES.noActiveMandate.text
          : activeMandates
              .map((mandate) => [mandate.name, mandate.council?.name, mandate.council_section?.name].filter(Boolean).join(' · '))
              .join(' ; ')}
      </Fact>
    </Box>
  );
}
