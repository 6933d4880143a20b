import type { RoleSlug } from '@irt/api/contract';
import { roleCan, TRAINEES } from '@irt/api/constants';

export type ProfileSectionId =
  | 'informations-generales'
  | 'adresse'
  | 'informations-professionnelles'
  | 'syndicat-et-mandats'
  | 'droits-conge-formation'
  | 'vehicule'
  | 'coordonnees-bancaires'
  | 'newsletter'
  | 'conditions-utilisation';

export interface ProfileSectionRow {
  id: ProfileSectionId;
  title: string;
  roles: readonly RoleSlug[] | 'all';
}

const TEACHING: readonly RoleSlug[] = ['stagiaire', 'intervenant', 'responsable-pedagogique'];

/** The anchored sections and who sees each, in order. */
export const PROFILE_SECTIONS: readonly ProfileSectionRow[] = [
  { id: 'informations-generales', title: 'Informations générales', roles: 'all' },
  { id: 'adresse', title: 'Adresse personnelle', roles: 'all' },
  { id: 'informations-professionnelles', title: 'Informations professionnelles', roles: ['stagiaire'] },
  { id: 'syndicat-et-mandats', title: 'Syndicat et mandats', roles: ['stagiaire'] },
  { id: 'droits-conge-formation', title: 'Mes droits à congé de formation', roles: ['stagiaire'] },
  { id: 'vehicule', title: 'Véhicule personnel', roles: TEACHING },
  { id: 'coordonnees-bancaires', title: 'Coordonnées bancaires', roles: TEACHING },
  { id: 'newsletter', title: 'Abonnement newsletter', roles: ['stagiaire'] },
  { id: 'conditions-utilisation', title: "Conditions d'utilisation", roles: 'all' },
];

export function sectionsFor(role: RoleSlug): ProfileSectionRow[] {
  return PROFILE_SECTIONS.filter((section) => section.roles === 'all' || section.roles.includes(role));
}

/** Where 'Modifier mon profil' leads: the trainee's own form, the team account edit for staff. */
export function editPathFor(role: RoleSlug, profileId: number): { label: string; to: string } {
  return roleCan(TRAINEES, role)
    ? { label: 'Modifier mon profil', to: '/modifier-un-compte' }
    : { label: 'Modifier', to: `/equipe/modifier-un-compte/${profileId}` };
}
