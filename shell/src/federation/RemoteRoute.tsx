import { RemoteView } from '@irt/shared-ui/components/RemoteView';
import type { RemotePage } from '@irt/shared-auth';
import { loadRemoteModule } from './runtime';
import { dropDrawnFrame } from '../layout/drawn-frame';

const NO_PROPS = {};

/**
 * Renders a remote's exposed page inside the layout: skeleton while loading, error panel on failure. The
 * frame drawn ahead in the HTML (if any) gives way when the page, or its error panel, shows.
 */
export function RemoteRoute({ page }: { page: RemotePage }) {
  return <RemoteView moduleKey={`${page.remote}/${page.module}`} load={() => loadRemoteModule(page)} props={NO_PROPS} onShown={dropDrawnFrame} />;
}
