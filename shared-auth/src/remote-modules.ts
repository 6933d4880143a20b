/**
 * A remote rendering a component that another remote exposes (the staff training page shows the
 * trainee space's Remboursements tab, say) loads it through the shell's federation runtime: the
 * shell provides its loader at start, and the remotes ask for modules here. Only the remotes of the
 * logged-in role are registered, so a module of another role's remote is refused as for the routes.
 */
import type { RemotePage } from './routes';

/** A loaded exposed module: its default export, whatever it is. */
export type RemoteModuleLoader = (page: RemotePage) => Promise<{ default: unknown }>;

let loader: RemoteModuleLoader | null = null;

/** Called once by the shell with its federation runtime's loader. */
export function provideRemoteModuleLoader(shellLoader: RemoteModuleLoader): void {
  loader = shellLoader;
}

/** The exposed module of another remote, typed by its caller (the module's contract is its props). */
export async function loadFromRemote<M extends { default: unknown }>(page: RemotePage): Promise<M> {
  if (!loader) throw new Error('Le portail n’a pas encore préparé ses modules distants.');
  return (await loader(page)) as M;
}
