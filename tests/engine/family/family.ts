/** Helpers for the family mode tests: positions are built directly (states are plain data). */
import { apply, legalActions, newGame, type Action, type Frame, type GameOptions, type GameState, type Side, logEntries } from '../../../src/engine';
import { settle } from '../../../src/engine/machine';

export function familyGame(options: Partial<GameOptions> = {}): GameState {
  return newGame({ seed: 'family', mode: 'family', ...options });
}

/** Through the placement phase: every card on the first legal space. */
export function toRounds(s: GameState): GameState {
  while (s.prompt && (s.prompt.kind === 'familyPlayCard' || s.prompt.kind === 'familyPlace')) s = apply(s, legalActions(s)[0]!);
  return s;
}

/** A copy of `s` with `stack` as its frame stack, run until the next decision (or the end). */
export function runFrom(s: GameState, stack: Frame[], fn: (d: GameState) => void = () => {}): GameState {
  const d = structuredClone(s);
  d.stack = structuredClone(stack);
  d.prompt = null;
  fn(d);
  settle(d);
  return d;
}

/** The round `side` is to play now (round 1 unless `next` says which). */
export function roundOf(s: GameState, side: Side, fn: (d: GameState) => void = () => {}, next = side === 'democrat' ? 1 : 2): GameState {
  return runFrom(s, [{ kind: 'familyTurn', step: 'rounds', next }, { kind: 'familyRound', side }], (d) => {
    d.round = next;
    d.phasing = side;
    fn(d);
  });
}

export const sel = (side: Side, value: string): Action => ({ side, type: 'select', value });

/** A takeover up to the dice: action, source, target, number of SPs. */
export function takeover(side: Side, from: string, to: string, n: number): Action[] {
  return [sel(side, 'takeover'), { side, type: 'remove', space: from }, { side, type: 'place', space: to }, sel(side, String(n))];
}

export function move(side: Side, from: string, to: string, n: number): Action[] {
  return [sel(side, 'move'), { side, type: 'remove', space: from }, { side, type: 'place', space: to }, sel(side, String(n))];
}

export const logKeys = (s: GameState, from = 0): string[] => logEntries(s).slice(from).map((e) => e.key);
