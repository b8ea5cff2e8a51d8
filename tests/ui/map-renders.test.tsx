// @vitest-environment jsdom
/**
 * 51 item 7: a click on the map re-renders only the spaces it changes. A space's box that renders
 * gives its element new props, which React hands to the element at the commit (its props key):
 * comparing them before and after a click tells the spaces rendered, whatever the machine's speed
 * (tests/e2e/perf.ts measures the click → repaint time itself).
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { CARDS } from '../../src/engine/data';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { record, rotating, type Policy } from '../e2e/drive';

const initial = gameStore.getState();
beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

/** each space's element: its drawing and words, and the props React last gave it */
function spaces(): Map<string, { html: string; props: unknown }> {
  return new Map(
    [...document.querySelectorAll('.map .space')].map((g) => {
      const key = Object.keys(g).find((k) => k.startsWith('__reactProps$'))!;
      return [g.getAttribute('data-space')!, { html: g.outerHTML, props: (g as unknown as Record<string, unknown>)[key] }];
    }),
  );
}

const placing: Policy = (s, legal, n) =>
  legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ??
  legal.find((x) => x.type === 'play' && x.use === 'place') ??
  rotating(s, legal, n);

it('51 item 7 (6.1): each SP placed late in the game re-renders only the spaces whose drawing changed, and at most two besides', async () => {
  // a game played to a turn-9 placement of SPs (a long log), as tests/e2e/perf.ts measures
  const { record: rec, state } = record(
    'late-0',
    placing,
    (s) => s.turn >= 9 && s.prompt?.kind === 'placeSupport' && (s.prompt.params as { opsLeft: number }).opsLeft >= 4,
  );
  expect(state.prompt?.kind).toBe('placeSupport');
  render(<App />);
  await act(async () => {
    await gameStore.getState().importRecord(JSON.stringify(rec));
  });
  if (gameStore.getState().ask) act(() => gameStore.getState().confirmAsk());
  if (gameStore.getState().viewer === null) act(() => gameStore.getState().confirmHandover());
  let clicks = 0;
  for (let n = 0; n < 6; n++) {
    // a space the opponent does not control: 1 Op each (6.1), so the round lasts several clicks
    const them = state.prompt!.side === 'communist' ? 'democrat' : 'communist';
    const target = document.querySelector(`.map .space.target:not([data-control=${them}])`);
    const g = gameStore.getState();
    if (!target || g.viewer === null || g.state!.prompt?.kind !== 'placeSupport' || g.state!.prompt.side !== state.prompt!.side) break;
    const before = spaces();
    act(() => void fireEvent.click(target));
    const after = spaces();
    // the round's last SP hands over: the cover is up, no map
    if (after.size === 0) break;
    const changed = [...after.keys()].filter((id) => after.get(id)!.html !== before.get(id)!.html);
    const again = [...after.keys()].filter((id) => after.get(id)!.props !== before.get(id)!.props);
    // the page's drawing changed where the SP went (and its control, its targets' costs)
    expect(changed.length).toBeGreaterThan(0);
    expect(again.filter((id) => !changed.includes(id)).length).toBeLessThanOrEqual(2);
    clicks++;
  }
  expect(clicks).toBeGreaterThan(1);
});
