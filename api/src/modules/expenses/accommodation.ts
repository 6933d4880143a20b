/**
 * The 50 km rule of accommodation (a night is paid only to a person living more than 50 km from the training place), for every place where accommodation is granted:
 * the staff's 'Hébergement' switch on a registration and the accommodation line of an expense.
 * Accommodation is granted only when the training offers it and the person's commune is more than
 * 50 km (great-circle) from the training place's; when a commune's position is unknown, the distance
 * typed by the staff on the person's expense stands in for it.
 */
import { EXPENSE_MESSAGES } from '../../contract/expenses';
import type { DbOrTx } from '../../db/client';
import { accommodationAllowed as beyondMinimum, coordinatesOfRow, distanceKm } from '../../lib/geo';
import { accommodationFacts } from './accommodation-queries';

export interface AccommodationVerdict {
  allowed: boolean;
  /** The distance the rule used, in km; null when unknown. */
  distanceKm: number | null;
  /** Why not, in French; null when allowed. */
  refusal: string | null;
}

const frenchKm = (km: number) => km.toFixed(1).replace('.', ',');

/**
 * Whether this person may be accommodated on this training. `manualKm` is a distance the caller is
 * saving along (a typed distance not stored yet); else the one stored on the expense is used.
 */
export async function accommodationAllowed(
  db: DbOrTx,
  profileId: number,
  trainingId: number,
  manualKm: number | null = null,
): Promise<AccommodationVerdict> {
  const facts = await accommodationFacts(db, profileId, trainingId);
  if (!facts.training?.offers) return { allowed: false, distanceKm: null, refusal: EXPENSE_MESSAGES.accommodationNotOfferedByTraining };
  const home = facts.home ? coordinatesOfRow(facts.home) : null;
  const place = coordinatesOfRow(facts.training);
  const km = home && place ? distanceKm(home, place) : (manualKm ?? facts.manualKm);
  if (km === null) return { allowed: false, distanceKm: null, refusal: EXPENSE_MESSAGES.accommodationDistanceUnknown };
  if (beyondMinimum(km) !== true) return { allowed: false, distanceKm: km, refusal: EXPENSE_MESSAGES.accommodationTooClose.replace('{km}', frenchKm(km)) };
  return { allowed: true, distanceKm: km, refusal: null };
}
