/**
 * #3 Walesa (needs Solidarity Legalized, #2): the Democrat adds 4 SPs anywhere in Poland (direct
 * placement, FAQ 7.4), then makes 2 support checks in Poland with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { addSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps } from './common';

registerEvent({
  card: 3,
  playable: (s) => s.eventsPlayed.includes(2),
  resolve(s, side) {
    const poland = countrySpaces(s, 'poland');
    // the stack runs the last frame first: placement, then the checks
    push(s, supportChecksFrame(side, eventOps(s, side, 3), 2, 3, { spaces: poland }));
    push(s, addSupportFrame(side, side, 4, 'card 3', 'walesa', { spaces: poland }));
  },
});
