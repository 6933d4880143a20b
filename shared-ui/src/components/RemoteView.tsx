import {
  Component,
  lazy,
  Suspense,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { ListSkeleton } from './ListSkeleton';
import { RemoteErrorPanel } from './RemoteErrorPanel';

/** What a remote's exposed module gives: a component as its default export. */
export interface RemoteComponentModule<P extends object> {
  default: ComponentType<P>;
}

type AnyLazy = LazyExoticComponent<ComponentType<object>>;

/**
 * One lazy component per remote module and attempt, kept across renders and navigations so that
 * coming back to a page or a tab does not show the skeleton again. A retry creates a fresh one
 * (React remembers a lazy component's failure).
 */
const lazyModules = new Map<string, AnyLazy>();
/** The attempt number per module, so a retried module stays fresh after navigating away. */
const attempts = new Map<string, number>();

function lazyModule<P extends object>(key: string, load: () => Promise<RemoteComponentModule<P>>): LazyExoticComponent<ComponentType<P>> {
  let component = lazyModules.get(key);
  if (!component) {
    component = lazy(load) as unknown as AnyLazy;
    lazyModules.set(key, component);
  }
  return component as unknown as LazyExoticComponent<ComponentType<P>>;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a module that fails to load (or to render) and shows the French error panel in its place. */
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

export interface RemoteViewProps<P extends object> {
  /** Names the module ('mf_trainee/Refunds'): one lazy component per name and attempt. */
  moduleKey: string;
  load: () => Promise<RemoteComponentModule<P>>;
  /** The props of the remote component. */
  props: P;
  skeletonRows?: number;
}

/**
 * A component another remote exposes, rendered here: a skeleton while it loads, the French error
 * panel with 'Réessayer' when it cannot be loaded. The shell's routes and the tabs that a remote
 * borrows from another one both go through it.
 */
export function RemoteView<P extends object>({ moduleKey, load, props, skeletonRows = 6 }: RemoteViewProps<P>) {
  const [attempt, setAttempt] = useState(() => attempts.get(moduleKey) ?? 0);
  const Loaded = lazyModule(`${moduleKey}#${attempt}`, load);

  const retry = () => {
    lazyModules.delete(`${moduleKey}#${attempt}`);
    attempts.set(moduleKey, attempt + 1);
    setAttempt(attempt + 1);
  };

  return (
    <RemoteErrorBoundary key={`${moduleKey}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<ListSkeleton rows={skeletonRows} />}>
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
