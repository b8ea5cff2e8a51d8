/** Helpers for the family mode tests: positions are built by the engine (src/engine/position.ts). */
import { apply, legalActions, newGame, type Action, type GameOptions, type GameState, type Side, logEntries } from '../../../src/engine';
import { rebuilt } from '../../table';

export function familyGame(options: Partial<GameOptions> = {}): GameState {
  return newGame({ seed: 'family', mode: 'family', ...options });
}

/** Through the placement phase: every card on the first legal space. */
export function toRounds(s: GameState): GameState {
  while (s.prompt && (s.prompt.kind === 'familyPlayCard' || s.prompt.kind === 'familyPlace')) s = apply(s, legalActions(s)[0]!);
  return s;
}

/**
 * Round `round` of the turn of `s` (by default the first of `side`'s: 1 for the Democrat, 2 for
 * the Communist), after `fn` adjusts the position: rebuilt by the engine (src/engine/position.ts).
 */
export function roundOf(s: GameState, side: Side, fn?: (d: GameState) => void, round = side === 'democrat' ? 1 : 2): GameState {
  return rebuilt(s, { round, side }, fn);
}

/** The position of `s` after `fn`, when the turn's last round has just ended: TR.2.4.4 scoring, then TR.2.4.5. */
export function turnEndOf(s: GameState, fn?: (d: GameState) => void): GameState {
  return rebuilt(s, { turnEnd: true }, fn);
}

export const sel = (side: Side, value: string): Action => ({ side, type: 'select', value });

/** A takeover up to the dice: action, source, target, number of SPs. */
export function takeover(side: Side, from: string, to: string, n: number): Action[] {
  return [sel(side, 'takeover'), { side, type: 'remove', space: from }, { side, type: 'place', space: to }, sel(side, String(n))];
}

export function move(side: Side, from: string, to: string, n: number): Action[] {
  return [sel(side, 'move'), { side, type: 'remove', space: from }, { side, type: 'place', space: to }, sel(side, String(n))];
}

export const logKeys = (s: GameState, from = 0): string[] =>
  logEntries(s)
    .slice(from)
    .map((e) => e.key);
