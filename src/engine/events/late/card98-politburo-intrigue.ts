/**
 * #98 Politburo Intrigue: the Communist removes 3 Democratic SPs from Bulgaria, at most 2 per
 * space, then makes 1 support check in Bulgaria with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps } from './common';

registerEvent({
  card: 98,
  resolve(s, side) {
    const bulgaria = countrySpaces(s, 'bulgaria');
    push(s, supportChecksFrame(side, eventOps(s, side, 98), 1, 98, { spaces: bulgaria }));
    push(s, removeSupportFrame(side, 'democrat', 3, 'card 98', 'politburo-intrigue', { spaces: bulgaria, perSpace: 2 }));
  },
});
