/**
 * #40 Hungarian Democratic Forum: the Democrat adds 3 SPs anywhere in Hungary, then makes 1
 * support check in Hungary with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { addSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps } from './common';

registerEvent({
  card: 40,
  resolve(s, side) {
    const hungary = countrySpaces(s, 'hungary');
    push(s, supportChecksFrame(side, eventOps(s, side, 40), 1, 40, { spaces: hungary }));
    push(s, addSupportFrame(side, side, 3, 'card 40', 'hungarian-democratic-forum', { spaces: hungary }));
  },
});
