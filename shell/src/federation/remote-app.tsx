import { Component, lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Spinner } from '@konak/shared-ui';
import { loadRemoteApp, type RemoteKey } from './remotes';
import { RemoteFallback } from './remote-fallback';

/** Renders one remote's App; a failure to load or render stays inside this boundary. */
export function RemoteApp({ remote }: { remote: RemoteKey }) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(() => lazy(() => loadRemoteApp(remote, attempt)), [remote, attempt]);
  return (
    <RemoteBoundary
      key={attempt}
      fallback={<RemoteFallback remote={remote} onRetry={() => setAttempt((n) => n + 1)} />}
    >
      <Suspense fallback={<Spinner />}>
        <Lazy />
      </Suspense>
    </RemoteBoundary>
  );
}

class RemoteBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('A micro-frontend failed to load', error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
