import type { PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';
import type { RegistrationStatusSlug } from '@irt/api/contract';

export interface RegistrationStatusGroup {
  slug: RegistrationStatusSlug;
  /** Title of the group in 'Mes formations à venir'. */
  groupTitle: string;
  /** Text of the status badge on each row. */
  label: string;
  /** A palette colour, or a CSS colour where the palette's one lacks contrast for small bold text. */
  color: PaletteStatusColor | `#${string}`;
}

/**
 * The four registration statuses, in the order the groups are shown. The original loaded only three
 * groups (spec §2.12 calls the missing fourth a defect): all four are loaded here.
 */
export const REGISTRATION_STATUS_GROUPS: readonly RegistrationStatusGroup[] = [
  { slug: 'preinscription', groupTitle: 'Préinscriptions', label: 'Préinscription', color: 'info' },
  // Amber with dark text: the theme's 'warning' with white text fails WCAG AA at chip size (axe).
  { slug: 'en_attente', groupTitle: 'En attente', label: 'En attente', color: '#ffb300' },
  { slug: 'valide', groupTitle: 'Validées', label: 'Validé', color: 'success' },
  { slug: 'refuse', groupTitle: 'Refusées', label: 'Refusé', color: 'error' },
];

export function registrationStatusGroup(slug: RegistrationStatusSlug): RegistrationStatusGroup {
  const group = REGISTRATION_STATUS_GROUPS.find((candidate) => candidate.slug === slug);
  if (!group) throw new Error(`Statut d'inscription inconnu : ${slug}`);
  return group;
}
