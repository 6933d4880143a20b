import { REGISTRATION_STATUS_LOOKS, type RegistrationStatusLook } from '@irt/shared-ui/components/RegistrationStatusBadge';
import type { RegistrationStatusSlug, RoleSlug } from '@irt/api/contract';
import { CAN_MANAGE_REGISTRATIONS, CAN_SET_REGISTRATION_STATUS, roleCan, type RoleGroup } from '@irt/api/constants';

/** A status's badge (label, also the filter's text, and colour) and what choosing it means. */
export interface RegistrationStatusOption extends RegistrationStatusLook {
  slug: RegistrationStatusSlug;
  /** What choosing it means, under the choice of the 'Gérer le statut' panel. */
  meaning: string;
}

/** The four registration statuses in the order the panel offers them. */
export const REGISTRATION_STATUS_OPTIONS: readonly RegistrationStatusOption[] = [
  { slug: 'preinscription', ...REGISTRATION_STATUS_LOOKS.preinscription, meaning: 'Le stagiaire est préinscrit' },
  { slug: 'en_attente', ...REGISTRATION_STATUS_LOOKS.en_attente, meaning: "Le stagiaire est sur liste d'attente" },
  { slug: 'valide', ...REGISTRATION_STATUS_LOOKS.valide, meaning: 'Le stagiaire participera à la formation' },
  { slug: 'refuse', ...REGISTRATION_STATUS_LOOKS.refuse, meaning: 'Le stagiaire ne peut pas participer à la formation' },
];

export function registrationStatusOption(slug: RegistrationStatusSlug): RegistrationStatusOption {
  const option = REGISTRATION_STATUS_OPTIONS.find((candidate) => candidate.slug === slug);
  if (!option) throw new Error(`Statut d'inscription inconnu : ${slug}`);
  return option;
}

/** Who sets registration statuses without processing pre-registrations (the responsable pédagogique) never sees nor sets Préinscription. */
export function visibleStatuses(role: RoleSlug | undefined): readonly RegistrationStatusOption[] {
  const withoutPreregistrations = roleCan(CAN_SET_REGISTRATION_STATUS, role) && !roleCan(CAN_MANAGE_REGISTRATIONS, role);
  return withoutPreregistrations ? REGISTRATION_STATUS_OPTIONS.filter((o) => o.slug !== 'preinscription') : REGISTRATION_STATUS_OPTIONS;
}

/** Only those who process registrations get the status filter ('Voir tout'). */
export const STATUS_FILTER_ROLES: RoleGroup = CAN_MANAGE_REGISTRATIONS;
/** The 'Gérer le statut' panel: the roles who set registration statuses. */
export const STATUS_PANEL_ROLES: RoleGroup = CAN_SET_REGISTRATION_STATUS;
