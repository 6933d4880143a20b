/**
 * The reference editor's lists as the specification groups them (002, "Reference editor"): three
 * menu groups, twelve lists, each with the extra fields its edit dialog asks for. Training categories
 * are renamed only (no add button); only mandates are deleted (a soft delete).
 */
import type { ReferenceType } from '@irt/api/contract';

/** Which fields the edit dialog asks besides the name. */
export type ReferenceKind = 'named' | 'theme' | 'category' | 'place';

export interface ReferenceListDefinition {
  type: ReferenceType;
  /** Its value in the address (`?liste=diplomes`). */
  slug: string;
  label: string;
  kind: ReferenceKind;
  canAdd: boolean;
  canDelete: boolean;
}

export interface ReferenceGroup {
  label: string;
  lists: readonly ReferenceListDefinition[];
}

const named = (type: ReferenceType, slug: string, label: string): ReferenceListDefinition => ({
  type,
  slug,
  label,
  kind: 'named',
  canAdd: true,
  canDelete: false,
});

export const REFERENCE_GROUPS: readonly ReferenceGroup[] = [
  { label: 'Inscription', lists: [named('referral-sources', 'connaissance-irt', "Connaissance de l'IRT")] },
  {
    label: 'Profil stagiaire',
    lists: [
      named('degrees', 'diplomes', 'Diplôme'),
      named('professional-categories', 'categories-professionnelles', 'Catégorie professionnelle'),
      named('activity-sectors', 'secteurs-professionnels', 'Secteur professionnel'),
      named('professional-situations', 'situations-professionnelles', 'Situation professionnelle'),
      named('company-sizes', 'tailles-entreprise', "Taille de l'entreprise"),
      named('council-sections', 'sections-prudhomme', "Section prud'homme"),
      named('councils', 'conseils-prudhomme', "Conseil prud'homme"),
      { ...named('mandates', 'mandats', 'Mandats'), canDelete: true },
    ],
  },
  {
    label: 'Formations',
    lists: [
      { ...named('training-themes', 'thematiques', 'Thématique'), kind: 'theme' },
      { ...named('training-categories', 'categories-formation', 'Catégorie de formation - Modalités de défraiement'), kind: 'category', canAdd: false },
      { ...named('training-places', 'lieux', 'Lieu'), kind: 'place' },
    ],
  },
];

export const REFERENCE_LISTS: readonly ReferenceListDefinition[] = REFERENCE_GROUPS.flatMap((group) => group.lists);

/** The list the page opens on. */
export const FIRST_LIST = REFERENCE_LISTS[0];

/** The list of an address's `liste` value; the first one for an unknown value. */
export function referenceListOf(slug: string): ReferenceListDefinition {
  return REFERENCE_LISTS.find((list) => list.slug === slug) ?? FIRST_LIST;
}
