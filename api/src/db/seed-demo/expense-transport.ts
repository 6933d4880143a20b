/**
 * The demo's expenses get the transport of the rule (modules/expenses): the great-circle distance from
 * the person's commune to the training place's, times the detour factor, at the vehicle's allowance.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../client';
import * as s from '../schema';
import { coordinatesOfRow, type Coordinates } from '../../lib/geo';
import { amountText, oneWayTenths, tenthsText, transportCents } from '../../modules/expenses';

export interface DemoCommunes {
  profiles: Map<number, Coordinates>;
  places: Map<number, Coordinates>;
}

export async function demoCommunes(tx: Tx): Promise<DemoCommunes> {
  const located = (rows: { id: number; latitude: string | null; longitude: string | null }[]) =>
    new Map(rows.flatMap((r) => (coordinatesOfRow(r) ? [[r.id, coordinatesOfRow(r)!] as const] : [])));
  const profiles = await tx
    .select({ id: s.profiles.id, latitude: s.cities.latitude, longitude: s.cities.longitude })
    .from(s.profiles)
    .innerJoin(s.cities, eq(s.cities.id, s.profiles.city_id));
  const places = await tx
    .select({ id: s.trainingPlaces.id, latitude: s.cities.latitude, longitude: s.cities.longitude })
    .from(s.trainingPlaces)
    .innerJoin(s.cities, eq(s.cities.id, s.trainingPlaces.city_id));
  return { profiles: located(profiles), places: located(places) };
}

/** One-way km and transport in euros (exact cents, as numbers for the seed's sums), or null when a commune is unknown. */
export async function demoTransport(
  communes: DemoCommunes,
  profileId: number,
  placeId: number | null | undefined,
  roundTrips: number | undefined,
  indemnityPerKm: string,
): Promise<{ distance: number; transport: number } | null> {
  const from = communes.profiles.get(profileId);
  const to = placeId ? communes.places.get(placeId) : undefined;
  if (!from || !to) return null;
  const { tenths } = await oneWayTenths(null, from, to, () => undefined);
  if (tenths === 0n) return null;
  return { distance: Number(tenthsText(tenths)), transport: Number(amountText(transportCents(tenths, roundTrips ?? 1, indemnityPerKm))) };
}
