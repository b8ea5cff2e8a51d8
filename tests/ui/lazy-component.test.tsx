// @vitest-environment jsdom
/**
 * A component split into its own chunk (src/ui/lazyComponent.tsx) keeps its instance when its
 * chunk arrives: the first render waits for the chunk, and the renders after it must not swap
 * the element type under it (which would mount it afresh, losing its state and restarting its motion).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyComponent } from '../../src/ui/lazyComponent';

describe('lazyComponent', () => {
  afterEach(cleanup);

  it('a part that waited for its chunk is not mounted again on the next render', async () => {
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      const [n] = useState(() => ++mounts);
      useEffect(() => undefined, []);
      return <p data-testid="part">{`${label} ${n}`}</p>;
    }
    let resolve!: (c: typeof Counter) => void;
    const Part = lazyComponent(() => new Promise<typeof Counter>((r) => (resolve = r)));
    const tree = (label: string) => (
      <Suspense fallback={<p>loading</p>}>
        <Part label={label} />
      </Suspense>
    );
    const view = render(tree('first'));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve(Counter));
    expect(screen.getByTestId('part').textContent).toBe('first 1');
    view.rerender(tree('second'));
    expect(screen.getByTestId('part').textContent).toBe('second 1');
    expect(mounts).toBe(1);
  });

  it('a part that first appears in an update (its boundary already on screen) keeps its instance too', async () => {
    let mounts = 0;
    function Counter({ label }: { label: string }) {
      const [n] = useState(() => ++mounts);
      return <p data-testid="part">{`${label} ${n}`}</p>;
    }
    let resolve!: (c: typeof Counter) => void;
    const Part = lazyComponent(() => new Promise<typeof Counter>((r) => (resolve = r)));
    const tree = (label: string | null) => (
      <Suspense fallback={<p>loading</p>}>
        <p>board</p>
        {label !== null && <Part label={label} />}
      </Suspense>
    );
    const view = render(tree(null));
    view.rerender(tree('first'));
    await act(async () => resolve(Counter));
    expect(screen.getByTestId('part').textContent).toBe('first 1');
    view.rerender(tree('second'));
    expect(screen.getByTestId('part').textContent).toBe('second 1');
    expect(mounts).toBe(1);
  });

  it('once loaded, a new instance renders at once without waiting', async () => {
    const Part = lazyComponent(async () => ({ label }: { label: string }) => <p data-testid="part">{label}</p>);
    await Part.preload();
    render(<Part label="now" />);
    expect(screen.getByTestId('part').textContent).toBe('now');
  });
});
