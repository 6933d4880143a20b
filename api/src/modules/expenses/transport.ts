/**
 * Transport of a person to a training: the one-way
 * distance from the person's commune to the training place's commune — by road when a routing
 * service is configured (ROUTING_URL), else the great-circle distance times a detour factor — driven
 * twice per round trip at the vehicle category's allowance per km. Amounts in exact cents (money.ts).
 */
import { EXPENSE_MESSAGES, type TransportCalculation } from '../../contract/expenses';
import { coordinatesOfRow, distanceKm, type Coordinates } from '../../lib/geo';
import { RoutingError, type DistanceMethod, type RoadRouter } from '../../lib/routing';
import { amountText, divideRounded, tenthsText, transportCents } from './money';
import type { PersonForExpenses, TrainingForExpenses } from './staff-queries';

/** Great-circle distance × 13/10: roads are about 30 % longer than the straight line (docs/decisions.md). */
export const DETOUR_FACTOR = { numerator: 13n, denominator: 10n } as const;

export type TransportOutcome =
  | { ok: true; calculation: TransportCalculation; cents: bigint; distanceTenths: bigint; method: DistanceMethod }
  | { ok: false; message: string; status: 400 | 422 };

const fail = (message: string, status: 400 | 422 = 400): TransportOutcome => ({ ok: false, message, status });

/** Both communes have a position: the distance is computed, never typed. */
export function distanceKnown(training: Pick<TrainingForExpenses, 'place_latitude' | 'place_longitude'>, person: Pick<PersonForExpenses, 'latitude' | 'longitude'>): boolean {
  return coordinatesOfRow(person) !== null && coordinatesOfRow({ latitude: training.place_latitude, longitude: training.place_longitude }) !== null;
}

function join(...parts: (string | null | undefined)[]): string {
  return parts.map((p) => (p ?? '').trim()).filter(Boolean).join(' ');
}

export function personAddress(p: Pick<PersonForExpenses, 'street_number' | 'street_name' | 'zip_code' | 'city'>): string {
  const street = join(p.street_number, p.street_name);
  const town = join(p.zip_code, p.city);
  return [street, town].filter(Boolean).join(', ');
}

export function placeAddress(t: Pick<TrainingForExpenses, 'place_name' | 'place_address' | 'place_zip_code' | 'place_city'>): string {
  return [t.place_name, t.place_address, join(t.place_zip_code, t.place_city)].map((p) => (p ?? '').trim()).filter(Boolean).join(', ');
}

/** One-way distance in tenths of km, and how it was obtained. */
export async function oneWayTenths(
  router: RoadRouter | null,
  from: Coordinates,
  to: Coordinates,
  onRoutingFailure: (message: string) => void,
): Promise<{ tenths: bigint; method: DistanceMethod }> {
  if (router) {
    try {
      const metres = await router.drivingMetres(from, to);
      return { tenths: divideRounded(BigInt(Math.round(metres)), 100n), method: 'route' };
    } catch (err) {
      if (!(err instanceof RoutingError)) throw err;
      onRoutingFailure(err.message);
    }
  }
  const straightTenths = BigInt(Math.round(distanceKm(from, to) * 10));
  return { tenths: divideRounded(straightTenths * DETOUR_FACTOR.numerator, DETOUR_FACTOR.denominator), method: 'great_circle' };
}

export async function computeTransport(
  router: RoadRouter | null,
  training: TrainingForExpenses,
  person: PersonForExpenses,
  category: { id: number; indemnity_per_km: string } | undefined,
  onRoutingFailure: (message: string) => void,
  manualKm: number | null = null,
): Promise<TransportOutcome> {
  if (training.is_visio) return fail(EXPENSE_MESSAGES.visioTraining);
  if (!category) return fail(EXPENSE_MESSAGES.noVehicleCategory);
  const from = coordinatesOfRow(person);
  const to = coordinatesOfRow({ latitude: training.place_latitude, longitude: training.place_longitude });
  let distance: { tenths: bigint; method: DistanceMethod };
  if (from && to) {
    // A typed distance is for communes without a position only: the computed one is the rule.
    if (manualKm !== null) return fail(EXPENSE_MESSAGES.manualDistanceNotNeeded, 422);
    distance = await oneWayTenths(router, from, to, onRoutingFailure);
  } else if (manualKm !== null) {
    distance = { tenths: BigInt(Math.round(manualKm * 10)), method: 'manuelle' };
  } else if (!person.city) {
    return fail(EXPENSE_MESSAGES.noProfileCommune);
  } else if (!training.place_city) {
    return fail(EXPENSE_MESSAGES.noPlaceCommune);
  } else {
    return fail(EXPENSE_MESSAGES.unknownCoordinates.replace('{commune}', from ? training.place_city : person.city));
  }
  const { tenths, method } = distance;
  const roundTrips = Math.max(1, training.number_of_round_trips);
  const cents = transportCents(tenths, roundTrips, category.indemnity_per_km);
  return {
    ok: true,
    cents,
    distanceTenths: tenths,
    method,
    calculation: {
      transport_costs: amountText(cents),
      calculated_distance: tenthsText(tenths),
      distance_method: method,
      round_trips: roundTrips,
      profile_address: personAddress(person),
      training_address: placeAddress(training),
      indemnity: category.indemnity_per_km,
      vehicle_category_id: category.id,
    },
  };
}
