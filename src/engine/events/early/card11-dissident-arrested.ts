/** #11 Dissident Arrested: the Communist removes up to 2 Democratic SPs from one Intellectual space. */
import { other } from '../../board';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { changeSupport, registerSpaceChoice, spaceChoiceFrame, spacesOfType } from './common';

registerSpaceChoice('card11:arrest', {
  type: 'remove',
  chosen(s, f, space) {
    changeSupport(s, 11, space, other(f.side), -2);
  },
});

registerEvent({
  card: 11,
  resolve(s, side) {
    const spaces = spacesOfType(s, 'intellectual').filter((i) => s.support[i]![other(side)] > 0);
    push(s, spaceChoiceFrame('card11:arrest', side, 11, spaces));
  },
});
