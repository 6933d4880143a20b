import { REGISTRATION_STATUS_LOOKS, type RegistrationStatusLook } from '@irt/shared-ui/components/RegistrationStatusBadge';
import type { RegistrationStatusSlug } from '@irt/api/contract';

/** A status's badge (label and colour, the same as the staff's) and its group's title. */
export interface RegistrationStatusGroup extends RegistrationStatusLook {
  slug: RegistrationStatusSlug;
  /** Title of the group in 'Mes formations à venir'. */
  groupTitle: string;
}

/**
 * The four registration statuses, in the order the groups are shown. The original loaded only three
 * groups (the missing fourth was a defect): all four are loaded here.
 */
export const REGISTRATION_STATUS_GROUPS: readonly RegistrationStatusGroup[] = [
  { slug: 'preinscription', groupTitle: 'Préinscriptions', ...REGISTRATION_STATUS_LOOKS.preinscription },
  { slug: 'en_attente', groupTitle: 'En attente', ...REGISTRATION_STATUS_LOOKS.en_attente },
  { slug: 'valide', groupTitle: 'Validées', ...REGISTRATION_STATUS_LOOKS.valide },
  { slug: 'refuse', groupTitle: 'Refusées', ...REGISTRATION_STATUS_LOOKS.refuse },
];

export function registrationStatusGroup(slug: RegistrationStatusSlug): RegistrationStatusGroup {
  const group = REGISTRATION_STATUS_GROUPS.find((candidate) => candidate.slug === slug);
  if (!group) throw new Error(`Statut d'inscription inconnu : ${slug}`);
  return group;
}
