import { Button, NonIdealState } from '@blueprintjs/core';
import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadScreenMessages, ScreenMessages } from '../i18n/ScreenMessages.tsx';
import { Loading } from './Loading.tsx';

/** Spec §8-9: a screen chunk that has not arrived after 120 s is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * `React.lazy` with the spec's load timeout, for screens kept out of the public bundle, in its own
 * `Suspense` (the spinner while it loads). Its own, not one around every page: a server-rendered
 * public page then has no boundary above it, so it hydrates in one pass and an early update (the
 * session arriving) cannot throw its markup away (React's error 421). The screens' messages, which
 * the public pages do without, load beside the first screen's code (src/i18n/ScreenMessages.tsx).
 *
 * @example
 * const AdminRoutes = lazyPage(() => import('../features/admin/shell/AdminRoutes.tsx'));
 */
export function lazyPage<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  // React's typing of a lazy component's props loses the generic: they are Props, as loaded.
  const loadWithMessages = async (): Promise<{ default: ComponentType<Props> }> => {
    const [page] = await Promise.all([load(), loadScreenMessages()]);
    return { default: withScreenMessages(page.default) };
  };
  const Lazy = lazyWithTimeout(loadWithMessages) as unknown as ComponentType<Props>;
  return function LazyPage(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
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

function lazyWithTimeout<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<Props> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('chunk load timeout')), CHUNK_LOAD_TIMEOUT_MS);
        load().then(resolve, reject).finally(() => clearTimeout(timer));
      }),
  );
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
