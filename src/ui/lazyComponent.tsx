/**
 * A component in a chunk of its own that renders at once when its chunk is already loaded (no
 * Suspense round) and suspends only the first time. `preload()` fetches the chunk early, e.g.
 * alongside the messages or after the first render, or in tests before they render. A copy keeps
 * the form it first rendered in, so it is not mounted anew once its chunk has come (it would lose
 * what it remembers, e.g. the moves' layer the log it has seen, and miss the next move).
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then((c) => {
      loaded = c;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Component(props: P) {
    const [direct] = useState(() => loaded !== null);
    return direct && loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Component, { preload });
}
