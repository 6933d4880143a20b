/**
 * The sections of a team member's profile, in order,
 * with the role ids of the profiles that have them: general information, personal address (needed for
 * reimbursements), vehicle and bank details (roles 3 and 4), terms of use.
 */
import { isTeachingRole } from './team-form-values';

export type TeamProfileSectionId = 'informations-generales' | 'adresse' | 'vehicule' | 'coordonnees-bancaires' | 'conditions-utilisation';

export interface TeamProfileSection {
  id: TeamProfileSectionId;
  title: string;
  /** Whether a profile of this role id has the section. */
  forRole: (roleId: number) => boolean;
}

export const TEAM_PROFILE_SECTIONS: readonly TeamProfileSection[] = [
  { id: 'informations-generales', title: 'Informations générales', forRole: () => true },
  { id: 'adresse', title: 'Adresse personnelle', forRole: () => true },
  { id: 'vehicule', title: 'Véhicule personnel', forRole: isTeachingRole },
  { id: 'coordonnees-bancaires', title: 'Coordonnées bancaires', forRole: isTeachingRole },
  { id: 'conditions-utilisation', title: "Conditions d'utilisation", forRole: () => true },
];

export function teamSectionsFor(roleId: number): TeamProfileSection[] {
  return TEAM_PROFILE_SECTIONS.filter((section) => section.forRole(roleId));
}

/** An IBAN in groups of four. */
export function groupIban(iban: string): string {
  return iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}
