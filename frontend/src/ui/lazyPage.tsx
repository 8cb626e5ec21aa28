import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadScreenMessages, ScreenMessages } from '../i18n/ScreenMessages.tsx';
import { Loading } from './Loading.tsx';

/** Spec §8-9: a screen chunk that has not arrived after 120 s is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A screen loaded on demand; `preload()` fetches its code (and the screens' messages) ahead of its render. */
export type LazyPage<Props extends object> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * `React.lazy` with the spec's load timeout, for screens kept out of the public bundle, in its own
 * `Suspense` (the spinner while it loads). Its own, not one around every page: a server-rendered
 * public page then has no boundary above it, so it hydrates in one pass and an early update (the
 * session arriving) cannot throw its markup away (React's error 421). The screens' messages, which
 * the public pages do without, load beside the first screen's code (src/i18n/ScreenMessages.tsx).
 *
 * A screen whose code is already here renders at once, without suspending: the server preloads a
 * screen it renders (`/reserver`, docs/adr/0011) and the browser preloads it before hydrating, so
 * both sides render the screen itself, never the spinner, and the markups match.
 *
 * @example
 * const AdminRoutes = lazyPage(() => import('../features/admin/shell/AdminRoutes.tsx'));
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPage<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = (): Promise<ComponentType<Props>> => {
    loading ??= withTimeout(Promise.all([load(), loadScreenMessages()])).then(
      ([page]) => (loaded = withScreenMessages(page.default)),
      (error: unknown) => {
        // Tried again by the next render or preload (the ChunkErrorBoundary's reload, a new visit).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // React's typing of a lazy component's props loses the generic: they are Props, as loaded.
  const Lazy = lazy(async () => ({ default: await preload() })) as unknown as ComponentType<Props>;
  function LazyPage(props: Props) {
    // Chosen once per mount: a screen never swaps its component (and so its state) under itself.
    const [Page] = useState(() => loaded ?? Lazy);
    return (
      <Suspense fallback={<Loading />}>
        <Page {...props} />
      </Suspense>
    );
  }
  return Object.assign(LazyPage, { preload: () => preload().then(() => undefined) });
}

function withScreenMessages<Props extends object>(Page: ComponentType<Props>): ComponentType<Props> {
  return function WithScreenMessages(props: Props) {
    return (
      <ScreenMessages>
        <Page {...props} />
      </ScreenMessages>
    );
  };
}

function withTimeout<T>(load: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
    load.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/**
 * Shows a reload prompt when a lazy screen fails to load, instead of a blank page; navigating
 * elsewhere (a new `resetKey`) tries again.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <NonIdealState
        icon="offline"
        title={<FormattedMessage id="common.chunk.failedTitle" />}
        description={<FormattedMessage id="common.chunk.failedBody" />}
        action={
          <Button intent="primary" icon="refresh" onClick={() => window.location.reload()}>
            <FormattedMessage id="common.action.reload" />
          </Button>
        }
      />
    );
  }
}
