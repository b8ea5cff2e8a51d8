/**
 * 3.4: the additional 7 SPs each, placed 2/3/3/4/2 alternately, only where the opponent has none;
 * then any extra SPs of the balance bid (13.0) or a handicap, under the same restriction.
 */
import { spaceAction } from '../actions';
import { rowAt, addSupport, other } from '../board';
import { spaceAt, isSpaceId, SPACES, spaceIndex, type Side } from '../data';
import { RuleError } from '../errors';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { ActionOf, GameState } from '../types';

declare module '../types' {
  interface FrameMap {
    setup: SetupFrame;
  }
}

const SETUP_ORDER: readonly [Side, number][] = [
  ['communist', 2],
  ['democrat', 3],
  ['communist', 3],
  ['democrat', 4],
  ['communist', 2],
];

interface SetupFrame {
  kind: 'setup';
  /** the placements of this game: 3.4 plus the extra SPs, if any */
  order: [Side, number][];
  step: number;
  left: number;
}

export function setupFrame(extra?: { side: Side; sp: number }): SetupFrame {
  const order: [Side, number][] = SETUP_ORDER.map(([side, n]) => [side, n]);
  if (extra && extra.sp > 0) order.push([extra.side, extra.sp]);
  return { kind: 'setup', order, step: 0, left: order[0]![1] };
}

const sideOf = (f: SetupFrame): Side => f.order[f.step]![0];

function targets(s: GameState, side: Side): number[] {
  return SPACES.filter((sp) => rowAt(s, sp.index)[other(side)] === 0).map((sp) => sp.index);
}

registerFrame<SetupFrame, ActionOf<'place'>>('setup', {
  advance(s, f) {
    if (f.step < f.order.length) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({
    side: sideOf(f),
    kind: 'setupPlace',
    rule: f.step < SETUP_ORDER.length ? '3.4' : '13.0',
    params: { left: f.left, extra: f.step >= SETUP_ORDER.length },
  }),
  actions: (s, f) => targets(s, sideOf(f)).map((i) => spaceAction(sideOf(f), 'place', i)),
  act(s, f, a) {
    const side = sideOf(f);
    const i = spaceIndex(a.space);
    addSupport(s, i, side, 1);
    log(s, 'setupPlace', { side, space: spaceAt(i).id });
    f.left -= 1;
    if (f.left === 0) {
      f.step += 1;
      f.left = f.order[f.step]?.[1] ?? 0;
    }
  },
  explain(s, f, a) {
    if (a.type === 'place' && isSpaceId(a.space) && rowAt(s, spaceIndex(a.space))[other(sideOf(f))] > 0)
      return new RuleError('OPPONENT_SP_PRESENT', '3.4', 'Setup SPs go only where the opponent has no SPs', { space: a.space });
    return null;
  },
});
