/**
 * #73 László Tőkés: the Democrat adds 1 SP to Timișoara and 1 to Harghita/Covasna (an eliminated
 * space is skipped), then uses this card's Ops in Romania: SP placement under 6.1 (Polish FAQ 73:
 * only in Romania) or 2 support checks. Massacre in Timisoara (#107) needs this event.
 */
import { isInPlay } from '../../board';
import { log } from '../../log';
import { push } from '../../machine';
import { opsValue } from '../../ops';
import { placeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { addSupportTo, choiceFrame, idx, registerChoice, spacesIn } from './common';

registerChoice('card73:mode', {
  rule: 'card 73',
  onSelect(s, f, mode) {
    log(s, 'eventOption', { card: 73, side: f.side, option: mode });
    const romania = spacesIn(s, ['romania']);
    if (mode === 'place') {
      const frame = placeSupportFrame(s, f.side, opsValue(s, f.side, { card: 73, use: 'place' }), 73);
      frame.allowed = frame.allowed.filter((i) => romania.includes(i));
      push(s, frame);
    } else {
      push(s, supportChecksFrame(f.side, opsValue(s, f.side, { card: 73, use: 'check' }), 2, 73, { spaces: romania }));
    }
  },
});

registerEvent({
  card: 73,
  resolve(s, side) {
    for (const id of ['timisoara', 'harghita-covasna']) if (isInPlay(s, idx(id))) addSupportTo(s, 73, side, idx(id), 1);
    push(s, choiceFrame('card73:mode', side, ['place', 'checks']));
  },
});
