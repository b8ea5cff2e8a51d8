/**
 * #94 Union of Democratic Forces: the Democrat removes 4 Communist SPs from Bulgaria, at most 2
 * per space, then makes 2 support checks in Bulgaria with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps } from './common';

registerEvent({
  card: 94,
  resolve(s, side) {
    const bulgaria = countrySpaces(s, 'bulgaria');
    push(s, supportChecksFrame(side, eventOps(s, side, 94), 2, 94, { spaces: bulgaria }));
    push(s, removeSupportFrame(side, 'communist', 4, 'card 94', 'union-of-democratic-forces', { spaces: bulgaria, perSpace: 2 }));
  },
});
