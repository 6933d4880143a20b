import { Component, lazy, Suspense, useState, type ErrorInfo, type LazyExoticComponent, type ReactNode, type ComponentType } from 'react';
import { ListSkeleton } from '@irt/shared-ui/components/ListSkeleton';
import { RemoteErrorPanel } from '@irt/shared-ui/components/RemoteErrorPanel';
import type { RemotePage } from '@irt/shared-auth';
import { loadRemoteModule } from './runtime';

/**
 * One lazy component per remote module and attempt, kept across navigations so that coming back to a
 * page does not show the skeleton again. A retry creates a fresh one (React caches a lazy's failure).
 */
const lazyModules = new Map<string, LazyExoticComponent<ComponentType>>();

function lazyModule(page: RemotePage, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${page.remote}/${page.module}#${attempt}`;
  let component = lazyModules.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule(page));
    lazyModules.set(key, component);
  }
  return component;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote that fails to load (or to render) and shows the French error panel in its place. */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Module distant indisponible', error, info.componentStack);
  }

  render(): ReactNode {
    return this.state.failed ? <RemoteErrorPanel onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Remembers the attempt number per module, so a retried module stays fresh after navigating away. */
const attempts = new Map<string, number>();

/** Renders a remote's exposed page inside the layout: skeleton while loading, error panel on failure. */
export function RemoteRoute({ page }: { page: RemotePage }) {
  const moduleKey = `${page.remote}/${page.module}`;
  const [attempt, setAttempt] = useState(() => attempts.get(moduleKey) ?? 0);
  const Page = lazyModule(page, attempt);

  const retry = () => {
    lazyModules.delete(`${moduleKey}#${attempt}`);
    attempts.set(moduleKey, attempt + 1);
    setAttempt(attempt + 1);
  };

  return (
    <RemoteErrorBoundary key={`${moduleKey}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<ListSkeleton rows={6} />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
