/**
 * French words placed before a name the code does not know in advance. 'de' is elided before a vowel
 * sound ('Défraiement d'Alexandre Henry', 'Besoins d'Émilie'), not before a consonant or a 'h' (French
 * names starting with 'h' are aspirated as often as not, so 'de Hugo' is kept, as the usage allows).
 */
const VOWEL_START = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;

/** 'de Paul Wendling', "d'Alexandre Henry", "d'avril 2027". */
export function ofName(name: string): string {
  const trimmed = name.trim();
  return (VOWEL_START.test(trimmed) ? "d'" : 'de ') + trimmed;
}

/** Lower case without accents, to compare names as people read them. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A training place with its town, the town said once: 'Maison des syndicats — Strasbourg', but
 * 'Campus de la Fonderie — Mulhouse' as it is when its name already holds the town.
 */
export function placeWithCity(name: string, city: string | null | undefined): string {
  if (!city || folded(name).includes(folded(city))) return name;
  return `${name} — ${city}`;
}
