import type { TrainingDetail } from '@irt/api/contract';
import { useLookup } from '@irt/shared-auth/query';
import { placeWithCity } from '@irt/shared-ui/formatters';

/** One choice of a list of the form. */
export interface Option {
  id: number;
  label: string;
}

export interface TrainingReferences {
  category?: Option;
  type?: Option;
  theme?: Option;
  place?: Option;
  union?: Option;
}

/** A theme as the catalogue numbers it: '2.1 Négociation'. */
export function themeLabel(theme: { numerotation: string; name: string }): string {
  return theme.numerotation ? `${theme.numerotation} ${theme.name}` : theme.name;
}

/** A place with its town, to tell apart two rooms of the same name: 'Maison des syndicats — Strasbourg'. */
export function placeLabel(place: { name: string; city: { name: string } | null }): string {
  return placeWithCity(place.name, place.city?.name);
}

/** The references a training holds now, as choices (the edit form keeps them even if since removed from the lists). */
export function referencesOf(training: TrainingDetail): TrainingReferences {
  const union = training.unions[0];
  return {
    category: { id: training.category.id, label: training.category.name },
    type: { id: training.type.id, label: training.type.name },
    theme: { id: training.theme.id, label: themeLabel(training.theme) },
    place: training.place ? { id: training.place.id, label: placeLabel(training.place) } : undefined,
    union: union ? { id: union.id, label: union.name } : undefined,
  };
}

function withCurrent(options: Option[], current: Option | undefined): Option[] {
  if (!current || options.some((option) => option.id === current.id)) return options;
  return [current, ...options];
}

/**
 * The five lists of the form. A list that fails to load is only logged and offers the
 * training's current choice alone.
 */
export function useTrainingLookups(current: TrainingReferences) {
  const categories = useLookup('training-categories');
  const types = useLookup('training-types');
  const themes = useLookup('training-themes');
  const places = useLookup('training-places');
  const unions = useLookup('unions');
  const named = (items: { id: number; name: string }[] | undefined) => (items ?? []).map(({ id, name }) => ({ id, label: name }));
  return {
    pending: [categories, types, themes, places, unions].some((query) => query.isPending),
    categories: withCurrent(named(categories.data), current.category),
    types: withCurrent(named(types.data), current.type),
    themes: withCurrent((themes.data ?? []).map((theme) => ({ id: theme.id, label: themeLabel(theme) })), current.theme),
    places: withCurrent((places.data ?? []).map((place) => ({ id: place.id, label: placeLabel(place) })), current.place),
    unions: withCurrent(named(unions.data), current.union),
  };
}
