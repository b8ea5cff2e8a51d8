/**
 * #27 Consumerism: the Democrat removes 1 Communist SP from a Worker space, then makes 1 support
 * check with this card's Ops value against a Worker space of the same country (the check is
 * limited to Worker spaces too; reference CARDS.md, Doubts 5).
 */
import { other } from '../../board';
import { SPACES } from '../../data';
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { changeSupport, eventOps, registerSpaceChoice, spaceChoiceFrame, spacesOfType } from './common';

registerSpaceChoice('card27:remove', {
  type: 'remove',
  chosen(s, f, space) {
    changeSupport(s, 27, space, other(f.side), -1);
    const workers = spacesOfType(s, 'worker', SPACES[space]!.country);
    push(s, supportChecksFrame(f.side, eventOps(s, f.side, 27), 1, 27, { spaces: workers }));
  },
});

registerEvent({
  card: 27,
  resolve(s, side) {
    const spaces = spacesOfType(s, 'worker').filter((i) => s.support[i]![other(side)] > 0);
    push(s, spaceChoiceFrame('card27:remove', side, 27, spaces));
  },
});
