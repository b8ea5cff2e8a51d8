/** Positions for the Middle Year event tests. */
import type { Draft } from 'immer';
import { legalActions, type GameState, type Side } from '../../../src/engine';
import { clearMap, edit, setHand, startedGame } from '../../helpers';

/**
 * A turn-4 position with an empty map, `side` to play with `hand` (the other hand holds a filler),
 * after `fn` adjusts it. The first action round prompt is moved to `side`.
 */
export function position(side: Side, hand: number[], fn: (d: Draft<GameState>) => void = () => {}): GameState {
  return edit(startedGame(), (d) => {
    clearMap(d);
    d.turn = 4;
    setHand(d, side, hand);
    setHand(d, side === 'communist' ? 'democrat' : 'communist', [side === 'communist' ? 4 : 12]);
    d.phasing = side;
    const top = d.stack[d.stack.length - 1] as { kind: string; side: Side };
    top.side = side;
    d.prompt = { ...d.prompt!, side };
    fn(d);
  });
}

export { check, done, place, play, remove, select, timing } from '../../helpers';

/** The spaces offered by the current prompt for an action type. */
export function targets(s: GameState, type: 'place' | 'remove' | 'check'): string[] {
  return legalActions(s)
    .filter((a) => a.type === type)
    .map((a) => (a as { space: string }).space)
    .sort();
}

export function selects(s: GameState): string[] {
  return legalActions(s)
    .filter((a) => a.type === 'select')
    .map((a) => (a as { value: string }).value);
}

/** True when the play has ended and the next action round waits (no event prompt pending). */
export function roundOver(s: GameState): boolean {
  return s.prompt?.kind === 'actionRound' && s.inPlay.length === 0;
}
