/**
 * What the replay viewer shows at each step of a record: the views (everything after the game,
 * public information during it), where action rounds and turns start, which step wrote each log
 * line, and the series of the charts.
 */
import { logLength, NO_PARAMS, viewFor, type GameState, type PlayerView, type Side } from '../engine';
import { COUNTRY_IDS, SPACES, type CountryId } from '../engine/data';

/**
 * What anyone at the table may see: no hand, no set-aside card, no power-struggle hand, no prompt
 * details and no decision (hand sizes stay, they are public).
 */
export function publicView(s: GameState): PlayerView {
  const v = viewFor(s, s.prompt?.side ?? 'communist');
  return {
    ...v,
    hand: [],
    handOps: {},
    setAside: [],
    powerStruggle: v.powerStruggle && { ...v.powerStruggle, hand: [], opponentHand: null },
    family: v.family && { ...v.family, psHand: [] },
    prompt: v.prompt && { side: v.prompt.side, kind: v.prompt.kind, rule: v.prompt.rule, params: NO_PARAMS },
    decision: null,
  };
}

/** The state's view from one side (after the game both are shown). */
export function sideView(s: GameState, side: Side): PlayerView {
  return viewFor(s, side);
}

/** Indices of the states where a new (turn, action round) begins, the first state included. */
export function roundStarts(states: readonly GameState[]): number[] {
  return states.flatMap((s, i) => (i === 0 || s.turn !== states[i - 1]!.turn || s.round !== states[i - 1]!.round ? [i] : []));
}

/** Indices of the states where a new turn begins, the first state included. */
export function turnStarts(states: readonly GameState[]): number[] {
  return states.flatMap((s, i) => (i === 0 || s.turn !== states[i - 1]!.turn ? [i] : []));
}

/** The next start after `index` (or the last state), and the one before it (or the first state). */
export function nextStart(starts: readonly number[], index: number, last: number): number {
  return starts.find((i) => i > index) ?? last;
}
export function prevStart(starts: readonly number[], index: number): number {
  return [...starts].reverse().find((i) => i < index) ?? 0;
}

/** For each log line of the last state, the first state that shows it. */
export function logSteps(states: readonly GameState[]): number[] {
  const out: number[] = [];
  states.forEach((s, i) => {
    while (out.length < logLength(s)) out.push(i);
  });
  return out;
}

/** VP after each action (positive: the Democrat leads). */
export function vpSeries(states: readonly GameState[]): number[] {
  return states.map((s) => s.vp);
}

export interface CountrySupport {
  turn: number;
  sp: Record<CountryId, Record<Side, number>>;
}

/** SPs of both sides in each country as each turn ended (the last state of that turn). */
export function supportByTurn(states: readonly GameState[]): CountrySupport[] {
  const out: CountrySupport[] = [];
  states.forEach((s, i) => {
    const next = states[i + 1];
    if (s.turn < 1 || (next && next.turn === s.turn)) return;
    const sp = Object.fromEntries(COUNTRY_IDS.map((c) => [c, { communist: 0, democrat: 0 }])) as CountrySupport['sp'];
    SPACES.forEach((space, k) => {
      const row = s.support[k]!;
      sp[space.country].communist += row.communist;
      sp[space.country].democrat += row.democrat;
    });
    out.push({ turn: s.turn, sp });
  });
  return out;
}
