/**
 * Commune coordinates and distances: the 50 km rule of accommodation (a night is paid only to a person living more than 50 km from the training place) and the
 * kilometres of expenses.
 *
 * The administrative dataset that gives the communes (@etalab/decoupage-administratif) has no
 * coordinates. Their centres are shipped with the API in `db/data/commune-centres.json` (INSEE code →
 * [latitude, longitude]), built by `scripts/commune-centres.mjs` from the IGN outlines of the communes,
 * completed by GeoNames (docs/decisions.md). A commune absent from it has no coordinates and gets
 * null, never 0 (a 0 would put it in the Gulf of Guinea and make every distance wrong without anyone
 * noticing).
 */
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from './sql';

export interface Coordinates {
  lat: number;
  lon: number;
}

/** Accommodation is offered only when the trainee lives more than this far from the training place. */
export const ACCOMMODATION_MIN_DISTANCE_KM = 50;

/** Mean Earth radius (IUGG), in km. */
const EARTH_RADIUS_KM = 6371.0088;

let coordinatesCache: Map<string, Coordinates> | null = null;

/** INSEE code → coordinates of the commune's centre. Loaded once, on first use. */
export function communeCoordinates(): Map<string, Coordinates> {
  if (coordinatesCache) return coordinatesCache;
  const require = createRequire(import.meta.url);
  const centres = require('../db/data/commune-centres.json') as Record<string, [number, number]>;
  coordinatesCache = new Map(Object.entries(centres).map(([code, [lat, lon]]) => [code, { lat, lon }]));
  return coordinatesCache;
}

/** Coordinates of a commune by INSEE code, or null when the dataset has none (or no code is given). */
export function coordinatesForInsee(code: string | null | undefined): Coordinates | null {
  if (!code) return null;
  return communeCoordinates().get(code) ?? null;
}

/**
 * The `latitude` and `longitude` values of a `cities` row (numeric columns, hence strings), both null
 * when the commune has no coordinates. Called by the seeding for each row it inserts.
 */
export function cityCoordinateColumns(inseeCode: string): { latitude: string | null; longitude: string | null } {
  const c = coordinatesForInsee(inseeCode);
  return c ? { latitude: c.lat.toFixed(6), longitude: c.lon.toFixed(6) } : { latitude: null, longitude: null };
}

const radians = (deg: number) => (deg * Math.PI) / 180;

/**
 * Great-circle distance (haversine) in km, to one decimal. As the crow flies: the accommodation rule
 * needs an order of magnitude, and a road distance would need a routing service.
 */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 10) / 10;
}

/** Distance between two communes by INSEE code, or null when either has no coordinates. */
export function distanceBetweenCommunes(from: string | null | undefined, to: string | null | undefined): number | null {
  const a = coordinatesForInsee(from);
  const b = coordinatesForInsee(to);
  return a && b ? distanceKm(a, b) : null;
}

/**
 * Whether accommodation may be granted: strictly more than 50 km. An unknown distance (null) answers
 * null, so the caller decides (ask staff, or refuse) instead of this function guessing.
 */
export function accommodationAllowed(km: number | null): boolean | null {
  return km === null ? null : km > ACCOMMODATION_MIN_DISTANCE_KM;
}

/** Coordinates as stored in a `cities` row (numeric columns come back as strings), or null. */
export function coordinatesOfRow(row: { latitude: string | number | null; longitude: string | number | null }): Coordinates | null {
  if (row.latitude === null || row.longitude === null) return null;
  const lat = Number(row.latitude);
  const lon = Number(row.longitude);
  return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

/**
 * Fills the coordinates of cities rows that have none but whose commune is now known (databases whose
 * communes were loaded before the centres were shipped: the seeding skips a table already full). Run
 * at every start: it reads only the rows without coordinates, so it costs nothing once they are filled.
 * Returns the number of rows updated.
 */
export async function backfillCityCoordinates(db: Pick<Db, 'execute'>): Promise<number> {
  const blank = await queryRows<{ insee_code: string }>(db, sql`SELECT DISTINCT insee_code FROM cities WHERE latitude IS NULL`);
  const known = blank.map((r) => r.insee_code).filter((code) => communeCoordinates().has(code));
  const chunkSize = 500;
  let updated = 0;
  for (let i = 0; i < known.length; i += chunkSize) {
    const values = sql.join(
      known.slice(i, i + chunkSize).map((code) => {
        const c = communeCoordinates().get(code)!;
        return sql`(${code}, ${c.lat.toFixed(6)}::numeric, ${c.lon.toFixed(6)}::numeric)`;
      }),
      sql`, `,
    );
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`WITH done AS (
            UPDATE cities SET latitude = v.lat, longitude = v.lon
            FROM (VALUES ${values}) AS v(code, lat, lon)
            WHERE cities.insee_code = v.code AND cities.latitude IS NULL
            RETURNING 1)
          SELECT COUNT(*)::int AS n FROM done`,
    );
    updated += Number(row?.n ?? 0);
  }
  return updated;
}
