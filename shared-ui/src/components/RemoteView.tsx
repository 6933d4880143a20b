import {
  Component,
  lazy,
  Suspense,
  useLayoutEffect,
  useState,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { reportClientError } from '@irt/shared-auth';
import { ListSkeleton } from './ListSkeleton';
import { isLoadFailure, RemoteErrorPanel, RemoteLoadError, type RemoteFailureKind } from './RemoteErrorPanel';

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
    // A rejected download is told apart from an error of the module's own code.
    // Stored untyped beside the others (see the return below).
    component = lazy(() =>
      load().catch((error: unknown) => {
        throw new RemoteLoadError(error);
      }),
    ) as unknown as AnyLazy;
    lazyModules.set(key, component);
  }
  // The cache holds components of every props type; a key is always loaded with the one its module exposes.
  return component as unknown as LazyExoticComponent<ComponentType<P>>;
}

interface BoundaryProps {
  moduleKey: string;
  onRetry: () => void;
  onShown?: () => void;
  children: ReactNode;
}

/** Tells, before the browser paints, that what is beside it was put on the page. */
function Shown({ onShown }: { onShown: () => void }) {
  useLayoutEffect(onShown, [onShown]);
  return null;
}

/**
 * Catches a module that fails to load or to render and shows the French error panel in its place,
 * the rest of the page untouched; the failure is reported to the server's log.
 */
class RemoteErrorBoundary extends Component<BoundaryProps, { failed: RemoteFailureKind | null }> {
  state: { failed: RemoteFailureKind | null } = { failed: null };

  static getDerivedStateFromError(error: unknown): { failed: RemoteFailureKind } {
    return { failed: isLoadFailure(error) ? 'load' : 'render' };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    const kind = isLoadFailure(error) ? 'load' : 'render';
    console.error(kind === 'load' ? 'Module distant indisponible' : 'Erreur dans un module distant', error, info.componentStack);
    reportClientError({
      kind,
      // 'mf_trainee/./Refunds' as the federation names it, reported as 'mf_trainee/Refunds'.
      module: this.props.moduleKey.replace('/./', '/'),
      message: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      path: window.location.pathname,
    });
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <RemoteErrorPanel kind={this.state.failed} onRetry={this.props.onRetry} />
        {this.props.onShown ? <Shown onShown={this.props.onShown} /> : null}
      </>
    );
  }
}

export interface RemoteViewProps<P extends object> {
  /** Names the module ('mf_trainee/Refunds'): one lazy component per name and attempt. */
  moduleKey: string;
  load: () => Promise<RemoteComponentModule<P>>;
  /** The props of the remote component. */
  props: P;
  skeletonRows?: number;
  /** Called once the module (or its error panel) is on the page, before the browser paints it. */
  onShown?: () => void;
}

/**
 * A component another remote exposes, rendered here: a skeleton while it loads, the French error
 * panel with 'Réessayer' when it cannot be loaded or fails to render. The shell's routes and the tabs that a remote
 * borrows from another one both go through it.
 */
export function RemoteView<P extends object>({ moduleKey, load, props, skeletonRows = 6, onShown }: RemoteViewProps<P>) {
  const [attempt, setAttempt] = useState(() => attempts.get(moduleKey) ?? 0);
  const Loaded = lazyModule(`${moduleKey}#${attempt}`, load);

  const retry = () => {
    lazyModules.delete(`${moduleKey}#${attempt}`);
    attempts.set(moduleKey, attempt + 1);
    setAttempt(attempt + 1);
  };

  return (
    <RemoteErrorBoundary key={`${moduleKey}#${attempt}`} moduleKey={moduleKey} onRetry={retry} onShown={onShown}>
      <Suspense fallback={<ListSkeleton rows={skeletonRows} />}>
        <Loaded {...props} />
        {/* Committed with the module, not with the skeleton. */}
        {onShown ? <Shown onShown={onShown} /> : null}
      </Suspense>
    </RemoteErrorBoundary>
  );
}
