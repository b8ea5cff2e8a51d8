/** Shared positions for the Early Year card tests. */
import { legalActions, type GameState, type Side } from '../../../src/engine';
import { CARDS } from '../../../src/engine/data';
import { act, clearMap, edit, giveCard, startedGame } from '../../helpers';

/** A started game on an empty map, with `side` deciding its action round holding only `hand`. */
export function position(side: Side, hand: number[], build: (d: GameState) => void = () => {}): GameState {
  return edit(startedGame(), (d) => {
    clearMap(d);
    d.drawPile.push(...d.hands.communist, ...d.hands.democrat);
    d.hands.communist = [];
    d.hands.democrat = [];
    for (const c of hand) giveCard(d, side, c);
    // the opponent holds a few cards so that play goes on normally after the tested round
    const filler = d.drawPile.filter((c) => CARDS[c]!.side !== 'scoring' && !hand.includes(c)).slice(0, 3);
    for (const c of filler) giveCard(d, side === 'communist' ? 'democrat' : 'communist', c);
    const top = d.stack[d.stack.length - 1] as { kind: string; side: Side };
    top.side = side;
    // the Democrat takes round 1: the Communist's round 2 comes next
    if (side === 'democrat') (d.stack[0] as unknown as { next: number }).next = 2;
    d.phasing = side;
    d.prompt = { ...d.prompt!, side };
    build(d as GameState);
  });
}

export { check, choose, done, place, play, remove, select, timing } from '../../helpers';

/** The spaces offered by the current prompt (place/remove/check actions). */
export function targets(s: GameState): string[] {
  return legalActions(s)
    .filter((a) => 'space' in a)
    .map((a) => (a as { space: string }).space)
    .sort();
}

export { act };

/** Hand the pending action round to `side`, holding `hand` (for a second play in the same test). */
export function roundFor(s: GameState, side: Side, hand: number[], build: (d: GameState) => void = () => {}): GameState {
  return edit(s, (d) => {
    const top = d.stack[d.stack.length - 1] as unknown as { kind: string; side: Side };
    if (top.kind !== 'actionRound') throw new Error(`no action round pending (${top.kind})`);
    top.side = side;
    d.phasing = side;
    d.prompt = { ...d.prompt!, side };
    d.hands[side] = [];
    for (const c of hand) giveCard(d, side, c);
    build(d as GameState);
  });
}
