/** 3.4: the additional 7 SPs each, placed 2/3/3/4/2 alternately, only where the opponent has none. */
import { other } from '../board';
import { isSpaceId, SPACES, spaceIndex, type Side } from '../data';
import { RuleError } from '../errors';
import { log } from '../log';
import { pop, registerFrame } from '../machine';
import type { Action, Frame, GameState } from '../types';

export const SETUP_ORDER: readonly [Side, number][] = [
  ['communist', 2],
  ['democrat', 3],
  ['communist', 3],
  ['democrat', 4],
  ['communist', 2],
];

export interface SetupFrame extends Frame {
  kind: 'setup';
  step: number;
  left: number;
}

export function setupFrame(): SetupFrame {
  return { kind: 'setup', step: 0, left: SETUP_ORDER[0]![1] };
}

const sideOf = (f: SetupFrame): Side => SETUP_ORDER[f.step]![0];

function targets(s: GameState, side: Side): number[] {
  return SPACES.filter((sp) => s.support[sp.index]![other(side)] === 0).map((sp) => sp.index);
}

registerFrame<SetupFrame>('setup', {
  advance(s, f) {
    if (f.step < SETUP_ORDER.length) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: sideOf(f), kind: 'setupPlace', rule: '3.4', params: { left: f.left } }),
  actions: (s, f) => targets(s, sideOf(f)).map((i) => ({ side: sideOf(f), type: 'place', space: SPACES[i]!.id })),
  act(s, f, a) {
    const side = sideOf(f);
    const i = spaceIndex((a as Extract<Action, { type: 'place' }>).space);
    s.support[i]![side] += 1;
    log(s, 'setupPlace', { side, space: SPACES[i]!.id });
    f.left -= 1;
    if (f.left === 0) {
      f.step += 1;
      f.left = SETUP_ORDER[f.step]?.[1] ?? 0;
    }
  },
  explain(s, f, a) {
    if (a.type === 'place' && isSpaceId(a.space) && s.support[spaceIndex(a.space)]![other(sideOf(f))] > 0)
      return new RuleError('OPPONENT_SP_PRESENT', '3.4', 'Setup SPs go only where the opponent has no SPs', { space: a.space });
    return null;
  },
});
