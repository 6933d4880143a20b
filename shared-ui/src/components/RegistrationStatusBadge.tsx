import type { RegistrationStatusSlug } from '@irt/api/contract';
import { StatusBadge, type PaletteStatusColor } from './StatusBadge';

export interface RegistrationStatusLook {
  /** Text of the badge. */
  label: string;
  /** A palette colour, or a CSS colour where the palette's one lacks contrast for small bold text. */
  color: PaletteStatusColor | `#${string}`;
}

/** How each registration status reads, for staff and trainees alike. */
export const REGISTRATION_STATUS_LOOKS: Record<RegistrationStatusSlug, RegistrationStatusLook> = {
  preinscription: { label: 'Préinscription', color: 'info' },
  // Amber with dark text: the theme's 'warning' with white text fails WCAG AA at chip size (axe).
  en_attente: { label: 'En attente', color: '#ffb300' },
  valide: { label: 'Validé', color: 'success' },
  refuse: { label: 'Refusé', color: 'error' },
};

/** A registration's status as a coloured label. */
export function RegistrationStatusBadge({ slug }: { slug: RegistrationStatusSlug }) {
  const look = REGISTRATION_STATUS_LOOKS[slug];
  return <StatusBadge label={look.label} color={look.color} />;
}
