import { isRemotePage, pageFor, useSession, type RouteDefinition } from '@irt/shared-auth';
import { RemoteRoute } from '../federation/RemoteRoute';
import { UnderConstruction } from './UnderConstruction';

/** The page of a logged-in route for the user's role: a remote module or the construction panel. */
export function RouteScreen({ route }: { route: RouteDefinition }) {
  const role = useSession((state) => state.user?.role.slug ?? null);
  const page = pageFor(route, role);
  if (isRemotePage(page)) return <RemoteRoute key={`${page.remote}/${page.module}`} page={page} />;
  return <UnderConstruction title={route.title} />;
}
