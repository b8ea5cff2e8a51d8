/**
 * #87 Kohl Proposes Reunification: the Democrat gains 2 VP. If The Wall Must Go! (#86) was won by
 * the Democrat, he then also uses this card's Ops value: SP placement under 6.1 or 2 support checks
 * (6.2.2), his choice.
 */
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { opsValue } from '../../ops';
import { canCheck, placeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { wallMustGoWon } from './card86-the-wall-must-go';
import { choiceFrame, gainVp, registerChoice } from './common';

registerChoice('card87:ops', {
  rule: 'card 87',
  onSelect(s, f, use) {
    log(s, 'eventOption', { card: 87, side: f.side, option: use });
    const ops = opsValue(s, f.side, { card: 87, use: use === 'place' ? 'place' : 'check' });
    if (use === 'place') push(s, placeSupportFrame(s, f.side, ops, 87));
    else push(s, supportChecksFrame(f.side, ops, 2, 87));
  },
});

registerEvent({
  card: 87,
  resolve(s, side) {
    gainVp(s, 87, side, 2);
    if (!wallMustGoWon(s)) return;
    const uses = ['place'];
    if (SPACES.some((x) => canCheck(s, side, x.index))) uses.push('check');
    push(s, choiceFrame('card87:ops', side, uses));
  },
});
