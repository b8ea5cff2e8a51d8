// @vitest-environment jsdom
/**
 * Every decision the engine offers can be made from the page, and the clicks make exactly that
 * action: random games, standard and family (preferring events, so that most event steps come up) give up to three
 * positions of each prompt kind, and for each position up to six of its legal actions (one of
 * each kind of action first) are done by clicking the control a player would use — hand card and
 * use, map space, card picker, power-struggle card and suit, prompt button, confirmations.
 */
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import seedrandom from 'seedrandom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, RECORD_FORMAT, type Action, type GameState } from '../../src/engine';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { clicksFor } from '../controls';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

/** Positions met in random games: up to three of each prompt kind (about 2 s). */
function positions(): GameState[] {
  const byKind = new Map<string, GameState[]>();
  for (let g = 0; g < 60; g++) {
    const rng = seedrandom(`decisions-${g}`);
    // every fourth game in the family mode (TR.1–TR.3)
    let s = newGame({ seed: `decisions-${g}`, ...(g % 4 === 3 ? { mode: 'family' as const } : {}) });
    for (let n = 0; s.prompt && n < 3000; n++) {
      const legal = legalActions(s);
      const list = byKind.get(s.prompt.kind) ?? [];
      // a new position of a kind is kept when it offers a kind of action the kept ones did not
      const types = new Set(list.flatMap((x) => legalActions(x).map((a) => a.type)));
      if (list.length < 3 && (list.length === 0 || legal.some((a) => !types.has(a.type)) || rng() < 0.02)) list.push(s);
      byKind.set(s.prompt.kind, list);
      const events = legal.filter((a) => a.type === 'play' && a.use === 'event');
      s = apply(s, events.length > 0 && rng() < 0.6 ? events[Math.floor(rng() * events.length)]! : legal[Math.floor(rng() * legal.length)]!);
    }
  }
  return [...byKind.values()].flat();
}

/** Up to six legal actions of a position: one of each type first, then others. */
function sample(legal: Action[]): Action[] {
  const first = new Map<string, Action>();
  for (const a of legal) if (!first.has(a.type)) first.set(a.type, a);
  const rest = legal.filter((a) => !Array.from(first.values()).includes(a));
  return [...first.values(), ...rest.filter((_, i) => i % Math.max(1, Math.floor(rest.length / 3)) === 0)].slice(0, 6);
}

/** Resolves once the tasks queued before it (timers of 0 ms, run in their order) have run. */
function tasksRun(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Do an action by the clicks a player would make (tests/controls.ts). */
function perform(a: Action): void {
  for (const c of clicksFor(a)) {
    const el = document.querySelector(c.selector);
    if (!el && c.optional) continue;
    if (!el) throw new Error(`nothing to click: ${c.selector}`);
    if ((el as HTMLButtonElement).disabled) throw new Error(`disabled: ${c.selector}`);
    act(() => fireEvent.click(el));
  }
}

describe('every decision can be made from the page', () => {
  const found = positions();

  it('random games give positions of most prompt kinds', () => {
    expect(new Set(found.map((s) => s.prompt!.kind)).size).toBeGreaterThanOrEqual(50);
  });

  it('each sampled legal action is made by clicking its control, and the page records exactly that action', async () => {
    let done = 0;
    for (const s of found) {
      for (const a of sample(legalActions(s))) {
        gameStore.setState({ state: s, record: { version: RECORD_FORMAT, options: { seed: 'x' }, actions: [] }, viewer: a.side, undoStates: [], error: null });
        render(<App />);
        try {
          perform(a);
        } catch (e) {
          throw new Error(`${s.prompt!.kind}: ${JSON.stringify(a)}: ${(e as Error).message}`);
        }
        const [made] = gameStore.getState().record!.actions;
        const { entropy: _entropy, ...bare } = (made ?? {}) as Action & { entropy?: string };
        expect(bare, `${s.prompt!.kind}: ${JSON.stringify(a)}`).toEqual(a);
        cleanup();
        // the tasks the page queued run before the next table opens, as they would in a browser:
        // jsdom queues a <details>' toggle event as a task holding its element, so a loop that never
        // yields keeps every unmounted table (some 10 MB each) alive to the end
        await tasksRun();
        done++;
      }
    }
    expect(done).toBeGreaterThan(300);
  }, 300_000);
});
