import { isRouteBuilt } from './routes';
import { useSession } from './session';

/**
 * Whether a screen may link to this address for the logged-in user: its page exists for their role
 * (not 'Page en construction'). Links guarded by it come back by themselves when the page lands.
 */
export function useRouteBuilt(address: string): boolean {
  const role = useSession((state) => state.user?.role?.slug ?? null);
  return isRouteBuilt(address, role);
}
