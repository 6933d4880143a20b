/**
 * Road distances from an OSRM-compatible routing service (`ROUTING_URL`): one request
 * `GET {ROUTING_URL}/route/v1/driving/{lon},{lat};{lon},{lat}?overview=false` whose answer gives
 * `routes[0].distance` in metres. Without a service, or when it fails, the caller falls back on the
 * great-circle distance times a detour factor (docs/decisions.md).
 */
import type { Coordinates } from './geo';

/** How a distance was obtained, stored with the expense and shown ('manuelle': typed by the staff). */
export type DistanceMethod = 'route' | 'great_circle' | 'manuelle';

export interface RoadRouter {
  /** Driving distance in metres, or an Error saying why there is none. */
  drivingMetres(from: Coordinates, to: Coordinates): Promise<number>;
}

/** A router's refusal or failure, with a French message for the logs. */
export class RoutingError extends Error {}

const TIMEOUT_MS = 5_000;

const point = (c: Coordinates) => `${c.lon.toFixed(6)},${c.lat.toFixed(6)}`;

interface OsrmAnswer {
  code?: string;
  message?: string;
  routes?: { distance?: number }[];
}

/** The adapter for a service at `baseUrl` (no trailing slash). */
export function osrmRouter(baseUrl: string, fetchImpl: typeof fetch = fetch): RoadRouter {
  return {
    async drivingMetres(from, to) {
      const url = `${baseUrl}/route/v1/driving/${point(from)};${point(to)}?overview=false&alternatives=false&steps=false`;
      let res: Response;
      try {
        res = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), headers: { accept: 'application/json' } });
      } catch (err) {
        throw new RoutingError(`Service d’itinéraire injoignable : ${(err as Error).message}`);
      }
      let body: OsrmAnswer;
      try {
        body = (await res.json()) as OsrmAnswer;
      } catch {
        throw new RoutingError(`Réponse illisible du service d’itinéraire (HTTP ${res.status}).`);
      }
      const distance = body.routes?.[0]?.distance;
      if (!res.ok || body.code !== 'Ok' || typeof distance !== 'number' || !Number.isFinite(distance) || distance < 0) {
        throw new RoutingError(`Aucun itinéraire trouvé (${body.code ?? `HTTP ${res.status}`}${body.message ? ` : ${body.message}` : ''}).`);
      }
      return distance;
    },
  };
}
