import type { NamedItem } from './common';

/** An item of an editable reference list (référentiel); deleted items are not returned by the lookups. */
export interface ReferenceItem extends NamedItem {
  created_at: string;
  deleted_at: string | null;
}

export type TrainingType = ReferenceItem;
export type Union = ReferenceItem;
export type Mandate = ReferenceItem;

export interface TrainingCategory extends ReferenceItem {
  irt_link: string | null;
  /** Colour of the category in the calendar and the badges (CSS colour). */
  color: string;
}

export interface TrainingTheme extends ReferenceItem {
  /** Catalogue numbering, e.g. "2.1". */
  numerotation: string;
}

export type TrainingPlaceType = 'Présentiel' | 'Distanciel';

export interface CitySummary {
  id: number;
  name: string;
  zip_code: string;
}

export interface TrainingPlace extends ReferenceItem {
  address: string | null;
  zip_code: string | null;
  city_id: number | null;
  type: TrainingPlaceType;
  city: CitySummary | null;
}

/** 1 À venir, 2 Validée, 3 Publiée, 4 Reportée, 5 À clôturer, 6 Annulée, 7 Clôturée. */
export type TrainingStatusId = 1 | 2 | 3 | 4 | 5 | 6 | 7;

export interface TrainingStatus {
  id: TrainingStatusId;
  name: string;
}

export type RegistrationStatusSlug = 'preinscription' | 'valide' | 'refuse' | 'en_attente';

/** 1 Préinscription, 2 Validé, 3 Refusé, 4 En attente. */
export interface RegistrationStatus {
  id: number;
  name: string;
  slug: RegistrationStatusSlug;
}

/** Ares contract status of a staff member's hours; from id 2 (contract validated) expected hours are locked. */
export type AresStatus = NamedItem;

/** 1 Femme, 2 Homme, 3 Non déclaré. */
export type Genre = NamedItem;
