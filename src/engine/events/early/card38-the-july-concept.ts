/** #38 The July Concept: the Communist adds 3 SPs to Bulgarian spaces, split as he likes. */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';

registerEvent({
  card: 38,
  resolve(s, side) {
    push(s, addSupportFrame(side, side, 3, 'card 38', 'the-july-concept', { spaces: countrySpaces(s, 'bulgaria') }));
  },
});
