import { useMatches } from 'react-router-dom';
import type { RouteDefinition } from '@irt/shared-auth';

/** The route-table row of the deepest matched route (the router stores it as the route's `handle`). */
export function useCurrentRoute(): RouteDefinition | undefined {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index--) {
    const handle = matches[index].handle as { route?: RouteDefinition } | undefined;
    if (handle?.route) return handle.route;
  }
  return undefined;
}
