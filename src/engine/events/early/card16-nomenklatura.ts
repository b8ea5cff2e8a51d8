/**
 * #16 Nomenklatura: the Communist chooses: remove every Democratic SP from all Elite spaces, or
 * add 3 SPs to Elite spaces split as he likes.
 */
import { other } from '../../board';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import type { Action, Frame } from '../../types';
import type { Side } from '../../data';
import { registerEvent } from '../registry';
import { changeSupport, spacesOfType } from './common';

interface ChooseFrame extends Frame {
  kind: 'card16:choose';
  side: Side;
}

const OPTIONS = ['remove', 'add'] as const;

registerFrame<ChooseFrame>('card16:choose', {
  advance: () => true,
  prompt: (s, f) => ({ side: f.side, kind: 'card16:choose', rule: 'card 16', params: { card: 16, options: [...OPTIONS] } }),
  actions: (s, f) => OPTIONS.map((value): Action => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    pop(s, f);
    const value = (a as Extract<Action, { type: 'select' }>).value;
    log(s, 'eventOption', { card: 16, side: f.side, option: value });
    const elites = spacesOfType(s, 'elite');
    if (value === 'remove') for (const i of elites) changeSupport(s, 16, i, other(f.side), -s.support[i]![other(f.side)]);
    else push(s, addSupportFrame(f.side, f.side, 3, 'card 16', 'nomenklatura', { spaces: elites }));
  },
});

registerEvent({
  card: 16,
  resolve(s, side) {
    push(s, { kind: 'card16:choose', side } as ChooseFrame);
  },
});
