/**
 * Fuzz of the save-file loader: mutated and truncated game records must be refused with a clear
 * error (a SyntaxError from JSON.parse, or a RuleError from replay), or load as a whole,
 * consistent game, never crash with another error or half-load.
 */
import { isDeepStrictEqual } from 'node:util';
import seedrandom from 'seedrandom';
import { replay, RuleError, type GameRecord, type GameState } from '../src/engine';
import { CARD_NUMBERS, SPACES } from '../src/engine/data';
import { checkState } from './invariants';

type Rnd = () => number;
const int = (rnd: Rnd, n: number): number => Math.floor(rnd() * n);
const pickOf = <T>(rnd: Rnd, xs: readonly T[]): T => xs[int(rnd, xs.length)]!;

export type LoadOutcome = { kind: 'loaded'; state: GameState } | { kind: 'refused'; message: string; error: 'SyntaxError' | 'RuleError' };

/** What a loader does with a file's text: parse, then replay. Other errors propagate. */
export function loadText(text: string): LoadOutcome {
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch (e) {
    if (e instanceof SyntaxError) return { kind: 'refused', error: 'SyntaxError', message: `The file is not valid JSON: ${e.message}` };
    throw e;
  }
  try {
    return { kind: 'loaded', state: replay(record as GameRecord) };
  } catch (e) {
    if (e instanceof RuleError) return { kind: 'refused', error: 'RuleError', message: e.message };
    throw e;
  }
}

const BAD_VALUES: unknown[] = [null, 0, -1, 1.5, '', 'x', true, [], {}, [1, 2], { a: 1 }];

/** Mutations of the parsed record; each returns a changed deep copy. */
export const STRUCTURAL: ((r: Record<string, unknown>, rnd: Rnd) => { what: string; mustRefuse?: boolean })[] = [
  (r, rnd) => {
    const a = r.actions as unknown[];
    const i = int(rnd, a.length);
    a.splice(i, 1);
    return { what: `action ${i} deleted` };
  },
  (r, rnd) => {
    const a = r.actions as unknown[];
    const i = int(rnd, a.length);
    a.splice(i, 0, structuredClone(a[i]));
    return { what: `action ${i} duplicated` };
  },
  (r, rnd) => {
    const a = r.actions as unknown[];
    const i = int(rnd, a.length);
    const j = int(rnd, a.length);
    [a[i], a[j]] = [a[j], a[i]];
    return { what: `actions ${i} and ${j} swapped` };
  },
  (r, rnd) => {
    const a = r.actions as Record<string, unknown>[];
    const i = int(rnd, a.length);
    const act = a[i]!;
    const keys = Object.keys(act);
    const k = pickOf(rnd, keys);
    const v = act[k];
    act[k] =
      k === 'card'
        ? pickOf(rnd, [...CARD_NUMBERS, 0, 999, '5', null])
        : k === 'space'
          ? pickOf(rnd, [...SPACES.map((x) => x.id), 'nowhere', 3, null])
          : k === 'side'
            ? pickOf(rnd, ['communist', 'democrat', 'both', null])
            : pickOf(rnd, [...BAD_VALUES, 'play', 'place', 'done', 'event', v]);
    return { what: `action ${i} field ${k} changed` };
  },
  (r, rnd) => {
    const a = r.actions as unknown[];
    const i = int(rnd, a.length);
    a[i] = pickOf(rnd, BAD_VALUES);
    return { what: `action ${i} replaced by junk` };
  },
  (r, rnd) => {
    const a = r.actions as Record<string, unknown>[];
    const i = int(rnd, a.length);
    const keys = Object.keys(a[i]!);
    delete a[i]![pickOf(rnd, keys)];
    return { what: `action ${i} lost a field` };
  },
  (r, rnd) => {
    r.actions = pickOf(rnd, [null, undefined, 'x', 5, {}, { length: 1 }]);
    return { what: 'actions corrupted', mustRefuse: true };
  },
  (r, rnd) => {
    const v = pickOf(rnd, [0, 3, '1', null, undefined, 1.5, [1], {}]);
    if (v === undefined) delete r.version;
    else r.version = v;
    return { what: `version ${JSON.stringify(v)}`, mustRefuse: true };
  },
  (r, rnd) => {
    const v = pickOf(rnd, [5, null, undefined, true, [], { s: 1 }]);
    (r.options as Record<string, unknown>).seed = v;
    return { what: `seed ${JSON.stringify(v)}`, mustRefuse: true };
  },
  (r, rnd) => {
    const v = pickOf(rnd, ['', 'another', `${(r.options as { seed: string }).seed} `]);
    (r.options as Record<string, unknown>).seed = v;
    return { what: `seed changed to ${JSON.stringify(v)}` };
  },
  (r, rnd) => {
    const v = pickOf(rnd, [null, undefined, 'seed', 5, [], {}]);
    if (v === undefined) delete r.options;
    else r.options = v;
    return { what: `options ${JSON.stringify(v)}`, mustRefuse: true };
  },
  (r, rnd) => {
    const rig = pickOf<unknown>(rnd, [
      'x',
      5,
      null,
      [],
      { dice: 5 },
      { dice: 'abc' },
      { dice: [0] },
      { dice: [7] },
      { dice: [2.5] },
      { dice: [null] },
      { strategyDeck: 5 },
      { strategyDeck: 'ab' },
      { strategyDeck: [1, 1] },
      { strategyDeck: [999] },
      { strategyDeck: [{}] },
      { powerStruggleDeck: [53] },
      { powerStruggleDeck: [1, 1] },
      { powerStruggleDeck: {} },
    ]);
    (r.options as Record<string, unknown>).rig = rig;
    return { what: `rig ${JSON.stringify(rig)}`, mustRefuse: true };
  },
  (r, rnd) => {
    const mode = pickOf(rnd, ['tournament', 5, null, '']);
    (r.options as Record<string, unknown>).mode = mode;
    return { what: `mode ${JSON.stringify(mode)}`, mustRefuse: true };
  },
];

/** Text-level damage: truncation, a changed, deleted or inserted character. */
export function damageText(text: string, rnd: Rnd): { text: string; what: string } {
  const at = int(rnd, text.length);
  switch (int(rnd, 4)) {
    case 0:
      return { text: text.slice(0, at), what: `cut at ${at}` };
    case 1:
      return { text: text.slice(0, at) + pickOf(rnd, ['x', '"', '{', ']', ',', '0', '-', 'é']) + text.slice(at + 1), what: `char ${at} changed` };
    case 2:
      return { text: text.slice(0, at) + text.slice(at + 1), what: `char ${at} deleted` };
    default:
      return { text: text.slice(0, at) + pickOf(rnd, ['null', ',', '{}', '9', '"a"']) + text.slice(at), what: `text inserted at ${at}` };
  }
}

export interface LoaderFuzzStats {
  tried: number;
  refusedJson: number;
  refusedRule: number;
  loaded: number;
}

/**
 * Damages `record` `count` times (half in the text, half in the structure); throws an Error
 * naming the mutation when the loader does anything but refuse clearly or load a whole game.
 */
export function fuzzLoader(record: GameRecord, seed: string, count: number, stats?: LoaderFuzzStats): LoaderFuzzStats {
  const rnd = seedrandom(`loader:${seed}`);
  const st = stats ?? { tried: 0, refusedJson: 0, refusedRule: 0, loaded: 0 };
  const text = JSON.stringify(record);
  for (let n = 0; n < count; n++) {
    let mutated: string;
    let what: string;
    let mustRefuse = false;
    if (n % 2 === 0) ({ text: mutated, what } = damageText(text, rnd));
    else {
      const copy = JSON.parse(text) as Record<string, unknown>;
      const m = pickOf(rnd, STRUCTURAL)(copy, rnd);
      what = m.what;
      mustRefuse = m.mustRefuse ?? false;
      mutated = JSON.stringify(copy) ?? 'undefined';
    }
    st.tried++;
    let out: LoadOutcome;
    try {
      out = loadText(mutated);
    } catch (e) {
      throw new Error(`loader crashed on a record with ${what} (seed ${seed}): ${(e as Error).name}: ${(e as Error).message}`, { cause: e });
    }
    if (out.kind === 'refused') {
      if (out.error === 'SyntaxError') st.refusedJson++;
      else st.refusedRule++;
      if (!out.message || out.message.length < 10) throw new Error(`unclear refusal of a record with ${what}: ${out.message}`);
      continue;
    }
    if (mustRefuse) throw new Error(`a record with ${what} was loaded (seed ${seed})`);
    // a mutation may leave a valid record (a trailing action deleted, a duplicated 'done' ...):
    // then it must load as a whole, consistent game, the same every time
    st.loaded++;
    try {
      checkState(out.state);
    } catch (e) {
      throw new Error(`a record with ${what} loaded into a broken state (seed ${seed}): ${(e as Error).message}`, { cause: e });
    }
    const again = loadText(mutated);
    if (again.kind !== 'loaded' || !isDeepStrictEqual(again.state, out.state)) throw new Error(`a record with ${what} loads differently twice`);
  }
  return st;
}
