/**
 * #48 "We Are the People!": the Democrat may take up to 4 of his SPs off the Lutheran Church and
 * must place as many in East Germany, at most 2 per space; for the rest of the game the Communist
 * may make no support check in Leipzig.
 */
import { removeSupport } from '../../board';
import { SPACES } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import type { Action, Frame } from '../../types';
import { registerEvent } from '../registry';
import { idx, spacesIn } from './common';

const CHURCH = 'east-german-lutheran-church';
const MOST = 4;

interface TakeFrame extends Frame {
  kind: 'card48:take';
  spsTaken: number;
}

const canTake = (s: Parameters<typeof spacesIn>[0], f: TakeFrame) => f.spsTaken < MOST && s.support[idx(CHURCH)]!.democrat > 0;

function finish(s: Parameters<typeof spacesIn>[0], f: TakeFrame): void {
  pop(s, f);
  if (f.spsTaken > 0)
    push(s, addSupportFrame('democrat', 'democrat', f.spsTaken, 'card 48', 'card48', { spaces: spacesIn(s, ['east-germany']), perSpace: 2 }));
}

registerFrame<TakeFrame>('card48:take', {
  advance(s, f) {
    if (canTake(s, f)) return true;
    finish(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: 'democrat', kind: 'card48:take', rule: 'card 48', params: { taken: f.spsTaken, left: MOST - f.spsTaken } }),
  actions: (s, f): Action[] => [
    ...(canTake(s, f) ? [{ side: 'democrat', type: 'remove', space: CHURCH } as Action] : []),
    { side: 'democrat', type: 'done' },
  ],
  act(s, f, a) {
    if (a.type === 'done') {
      finish(s, f);
      return;
    }
    removeSupport(s, idx(CHURCH), 'democrat', 1);
    f.spsTaken += 1;
    log(s, 'removeSupport', { side: 'democrat', target: 'democrat', space: CHURCH, reason: 'card48' });
  },
});

registerEvent({
  card: 48,
  resolve(s, side) {
    addEffect(s, { card: 48, side });
    push(s, { kind: 'card48:take', spsTaken: 0 } as TakeFrame);
  },
});

registerEffectHooks(48, {
  canCheck: (s, e, side, space) => !(side !== e.side && SPACES[space]!.id === 'leipzig'),
});
