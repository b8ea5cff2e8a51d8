/** #12 Apparatchiks: the Communist adds 3 SPs to Bureaucrat spaces, split as he likes (direct placement). */
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { spacesOfType } from './common';

registerEvent({
  card: 12,
  resolve(s, side) {
    push(s, addSupportFrame(side, side, 3, 'card 12', 'apparatchiks', { spaces: spacesOfType(s, 'bureaucrat') }));
  },
});
