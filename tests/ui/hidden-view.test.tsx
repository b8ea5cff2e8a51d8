// @vitest-environment jsdom
/**
 * The page on a game over the deal (src/online/table/seat.ts): at the moments its store shows the
 * game (a player to act), the whole page renders from a view whose other cards are unknown slots
 * (the friend's hand, every pile), on both pages, and no slot's number reaches the page's text.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_FORMAT } from '../../src/engine';
import { labelsIn, pageView } from '../../src/online/table';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { newTable, nextDuty, step } from '../online/tablePlay';

const initial = gameStore.getState();
beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

describe('the page on a game over the deal', () => {
  it('renders at the players’ moments from both pages’ views, the friend’s cards unknown, no slot number shown', () => {
    const t = newTable('hidden-view', 'communist');
    const faults: string[] = [];
    let shown = 0;
    for (let n = 0; n < 3000; n++) {
      if (n % 25 === 0 && nextDuty(t).t === 'act')
        for (const role of ['host', 'guest'] as const) {
          const before = JSON.stringify(t[role].pub.common);
          const s = pageView(t[role]);
          const side = t[role].pub.sides[role];
          const friend = side === 'communist' ? 'democrat' : 'communist';
          expect(labelsIn(s).size).toBeGreaterThan(0);
          gameStore.setState({
            state: s,
            record: { version: RECORD_FORMAT, options: s.options, actions: [] },
            viewer: side,
            remote: friend,
            undoStates: [],
            error: null,
          });
          try {
            render(<App />);
            const html = document.body.innerHTML;
            for (const l of labelsIn(s)) if (html.includes(String(l))) faults.push(`${n} ${role}: slot ${l} in the page`);
            shown++;
          } catch (e) {
            faults.push(`${n} ${role} ${s.prompt?.kind}: ${(e as Error).message}`);
          }
          cleanup();
          // the page's view is its own: nothing shown changes the state both pages hold
          if (JSON.stringify(t[role].pub.common) !== before) faults.push(`${n} ${role}: the common state changed while shown`);
        }
      if (step(t).t === 'over') break;
    }
    expect(faults).toEqual([]);
    expect(shown).toBeGreaterThan(12);
  }, 300_000);
});
