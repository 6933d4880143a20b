import type { PaletteStatusColor } from '@irt/shared-ui/components/StatusBadge';
import type { RegistrationStatusSlug, RoleSlug } from '@irt/api/contract';

export interface RegistrationStatusOption {
  slug: RegistrationStatusSlug;
  /** Badge and filter text. */
  label: string;
  /** What choosing it means, under the choice of the 'Gérer le statut' panel (spec 001 §4). */
  meaning: string;
  /** A palette colour, or a CSS colour where the palette's lacks contrast for small bold text. */
  color: PaletteStatusColor | `#${string}`;
}

/** The four registration statuses in the order the panel offers them (spec 001 §4). */
export const REGISTRATION_STATUS_OPTIONS: readonly RegistrationStatusOption[] = [
  { slug: 'preinscription', label: 'Préinscription', meaning: 'Le stagiaire est préinscrit', color: 'info' },
  // Amber with dark text: the theme's 'warning' with white text fails WCAG AA at chip size.
  { slug: 'en_attente', label: 'En attente', meaning: "Le stagiaire est sur liste d'attente", color: '#ffb300' },
  { slug: 'valide', label: 'Validé', meaning: 'Le stagiaire participera à la formation', color: 'success' },
  { slug: 'refuse', label: 'Refusé', meaning: 'Le stagiaire ne peut pas participer à la formation', color: 'error' },
];

export function registrationStatusOption(slug: RegistrationStatusSlug): RegistrationStatusOption {
  const option = REGISTRATION_STATUS_OPTIONS.find((candidate) => candidate.slug === slug);
  if (!option) throw new Error(`Statut d'inscription inconnu : ${slug}`);
  return option;
}

/** A responsable pédagogique never sees nor sets Préinscription (spec 001 §2, §4). */
export function visibleStatuses(role: RoleSlug | undefined): readonly RegistrationStatusOption[] {
  return role === 'responsable-pedagogique' ? REGISTRATION_STATUS_OPTIONS.filter((o) => o.slug !== 'preinscription') : REGISTRATION_STATUS_OPTIONS;
}

/** Only these roles get the status filter ('Voir tout'). */
export const STATUS_FILTER_ROLES: readonly RoleSlug[] = ['administrateur', 'gestionnaire'];
/** The 'Gérer le statut' panel: the roles who set registration statuses (the API's CAN_SET_REGISTRATION_STATUS). */
export const STATUS_PANEL_ROLES: readonly RoleSlug[] = ['administrateur', 'gestionnaire', 'responsable-pedagogique'];
