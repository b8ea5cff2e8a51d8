// @vitest-environment jsdom
/**
 * 51 item 7: a click on the map late in the game re-renders neither the hand nor the log's earlier
 * rounds. An element that renders gets new props, which React hands to it at the commit (its props
 * key): comparing them before and after a click tells what rendered, whatever the machine's speed
 * (tests/ui/map-renders.test.tsx does the same for the map's spaces).
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

/** The props React last gave each element matching `selector`, in document order. */
function propsOf(selector: string): unknown[] {
  return [...document.querySelectorAll(selector)].map((el) => {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'))!;
    return (el as unknown as Record<string, unknown>)[key];
  });
}

/** How many elements got new props (the two lists of the same elements, before and after). */
const changed = (before: unknown[], after: unknown[]) => after.filter((p, i) => p !== before[i]).length + Math.abs(after.length - before.length);

const placing: Policy = (s, legal, n) =>
  legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ??
  legal.find((x) => x.type === 'play' && x.use === 'place') ??
  rotating(s, legal, n);

it('51 item 7 (6.1): an SP placed late in the game re-renders no card of the hand, and of the log only the round it adds a line to', async () => {
  const { record: rec, state } = record(
    'late-0',
    placing,
    (s) => s.turn >= 9 && s.prompt?.kind === 'placeSupport' && (s.prompt.params as { opsLeft: number }).opsLeft >= 4,
  );
  render(<App />);
  await act(async () => {
    await gameStore.getState().importRecord(JSON.stringify(rec));
  });
  if (gameStore.getState().ask) act(() => gameStore.getState().confirmAsk());
  if (gameStore.getState().viewer === null) act(() => gameStore.getState().confirmHandover());
  const side = state.prompt!.side;
  const them = side === 'communist' ? 'democrat' : 'communist';
  let clicks = 0;
  for (let n = 0; n < 6; n++) {
    // a space the opponent does not control: 1 Op each (6.1), so the round lasts several clicks
    const target = document.querySelector(`.map .space.target:not([data-control=${them}])`);
    const g = gameStore.getState();
    if (!target || g.viewer === null || g.state!.prompt?.kind !== 'placeSupport' || g.state!.prompt.side !== side) break;
    const hand = propsOf('[data-testid=hand] *');
    const rounds = propsOf('[data-testid=log] .log-round');
    act(() => void fireEvent.click(target));
    // the round's last SP hands over: the cover is up, no table
    if (!document.querySelector('.map')) break;
    expect(hand.length).toBeGreaterThan(0);
    expect(changed(hand, propsOf('[data-testid=hand] *'))).toBe(0);
    // the first click after the game was loaded takes the "new" marks off every line read since (they
    // were all new to this page); each click after it adds a line to the last round and changes no other
    const after = propsOf('[data-testid=log] .log-round');
    if (n > 0) {
      expect(after).toHaveLength(rounds.length);
      expect(changed(rounds.slice(0, -1), after.slice(0, -1))).toBe(0);
      expect(changed(rounds, after)).toBe(1);
    }
    clicks++;
  }
  expect(clicks).toBeGreaterThan(2);
});
