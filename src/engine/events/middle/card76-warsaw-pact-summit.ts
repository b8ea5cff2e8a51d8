/**
 * #76 Warsaw Pact Summit: the Communist either makes 2 support checks against Student or
 * Intellectual spaces with this card's Ops +2 (Polish FAQ 76), or adds 4 SPs to spaces holding no
 * Democratic SPs.
 */
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { opsValue } from '../../ops';
import { addSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { allSpaces, choiceFrame, registerChoice } from './common';

registerChoice('card76:mode', {
  rule: 'card 76',
  onSelect(s, f, mode) {
    log(s, 'eventOption', { card: 76, side: f.side, option: mode });
    if (mode === 'checks') {
      const targets = allSpaces(s, (i) => SPACES[i]!.socio === 'student' || SPACES[i]!.socio === 'intellectual');
      push(s, supportChecksFrame(f.side, opsValue(s, f.side, { card: 76, use: 'event' }), 2, 76, { spaces: targets, bonus: 2 }));
    } else {
      const empty = allSpaces(s, (i) => s.support[i]!.democrat === 0);
      push(s, addSupportFrame(f.side, f.side, 4, 'card 76', 'card76', { spaces: empty }));
    }
  },
});

registerEvent({
  card: 76,
  resolve(s, side) {
    push(s, choiceFrame('card76:mode', side, ['checks', 'place']));
  },
});
