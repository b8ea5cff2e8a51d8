// @vitest-environment jsdom
/**
 * While the other side decides (the computer thinking, or the other player), the prompt says in
 * words what it is deciding: never the engine's internal prompt name ("(setupPlace)",
 * "(actionRound)", "(card19:church)"). Every prompt kind the engine can produce is walked: the
 * kinds named in its source (frames, family mode, event steps) and those met in random standard
 * and family games.
 */
import { engineSources } from '../engineSources';
import { cleanup, render } from '@testing-library/react';
import seedrandom from 'seedrandom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, legalActions, newGame, other, RECORD_FORMAT, type GameState } from '../../src/engine';
import { hasMessage, LANGS } from '../../src/i18n';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
const waitingText = (l: string, p: { side: string; kind: string }) =>
  (t as (l: string, k: string, x: object) => string)(l, 'prompt.waiting', { side: p.side, kind: p.kind });
import { t } from '../../src/i18n';

const initial = gameStore.getState();
beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

/** Prompt kinds written in the engine's source: `kind: '…'` of each prompt, event steps' `prompt: 'card<N>:…'`. */
function kindsInSource(): Set<string> {
  const kinds = new Set<string>();
  for (const text of engineSources()) {
    for (const m of text.matchAll(/\b(?:kind|prompt): '([A-Za-z][\w:]*)'/g)) kinds.add(m[1]!);
    // frames registered for several prompt kinds at once: for (const kind of ['addSupport', 'removeSupport'])
    for (const m of text.matchAll(/for \(const kind of \[([^\]]+)\]/g)) for (const k of m[1]!.matchAll(/'(\w+)'/g)) kinds.add(k[1]!);
  }
  return kinds;
}

/** One position of each prompt kind met in random games, standard and family, preferring events. */
function positionsByKind(): Map<string, GameState> {
  const byKind = new Map<string, GameState>();
  for (let g = 0; g < 40; g++) {
    const rng = seedrandom(`waiting-${g}`);
    let s = newGame({ seed: `waiting-${g}`, ...(g % 4 === 3 ? { mode: 'family' as const } : {}) });
    for (let n = 0; s.prompt && n < 3000; n++) {
      if (!byKind.has(s.prompt.kind)) byKind.set(s.prompt.kind, s);
      const legal = legalActions(s);
      const events = legal.filter((a) => a.type === 'play' && a.use === 'event');
      s = apply(s, events.length > 0 && rng() < 0.6 ? events[Math.floor(rng() * events.length)]! : legal[Math.floor(rng() * legal.length)]!);
    }
  }
  return byKind;
}

/** No internal name in a text: not the kind (a camelCase or card-step name), nor any part of it in brackets. */
function expectNoKind(text: string, kind: string) {
  if (/[A-Z:]/.test(kind)) expect(text).not.toContain(kind);
  for (const part of kind.split(':')) expect(text).not.toContain(`(${part})`);
  expect(text).not.toMatch(/\(\w+:\w+\)/);
}

const positions = positionsByKind();

describe('what the other side decides, in words', () => {
  it('every kind in the engine source and in random games has a phrase in en, pl and de, with no internal name', () => {
    const kinds = new Set([...kindsInSource(), ...positions.keys()]);
    // the list really covers the prompts the engine produces
    for (const k of [
      'setupPlace',
      'actionRound',
      'addSupport',
      'placeSupport',
      'removeSupport',
      'supportCheck',
      'psRaise',
      'psAttack',
      'psDefend',
      'psSurrender',
      'familyAction',
      'card21:pair',
    ])
      expect(kinds).toContain(k);
    expect(kinds.size).toBeGreaterThan(60);
    for (const kind of kinds) {
      const card = /^card(\d+):/.exec(kind)?.[1];
      for (const lang of LANGS) {
        const text = waitingText(lang, { side: 'democrat', kind, ...(card ? { card: Number(card) } : {}) });
        expect(text.length).toBeGreaterThan(5);
        expectNoKind(text, kind);
      }
    }
  });

  it('each prompt kind met in play that is not an event step has its own phrase in every language', () => {
    const plain = [...positions.entries()].filter(([, s]) => s.prompt!.card === undefined).map(([k]) => k);
    expect(plain.length).toBeGreaterThan(15);
    for (const kind of plain) for (const lang of LANGS) expect(hasMessage(lang, `waiting.${kind}`), `${lang}: waiting.${kind}`).toBe(true);
  });

  it('the page, seen from the side that waits, names no internal prompt kind (setupPlace, actionRound, addSupport, placeSupport, …)', () => {
    // every plain kind and a few event steps (each render takes a while)
    const shown = [...positions].filter(([, s], k) => s.prompt!.card === undefined || k % 6 === 0);
    expect(shown.length).toBeGreaterThan(20);
    for (const [kind, s] of shown) {
      const side = other(s.prompt!.side);
      gameStore.setState({ state: s, record: { version: RECORD_FORMAT, options: s.options, actions: [] }, viewer: side, undoStates: [], lang: 'en' });
      const { unmount } = render(<App />);
      const prompt = document.querySelector('.prompt')!;
      expect(prompt, kind).not.toBeNull();
      expectNoKind(prompt.textContent!, kind);
      unmount();
    }
  });
});
