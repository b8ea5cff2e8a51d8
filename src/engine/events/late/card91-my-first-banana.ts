/**
 * #91 My First Banana: the Democrat removes 2 Communist SPs from East Germany (Polish FAQ 91),
 * then makes 2 support checks in East Germany with this card's Ops value.
 */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps } from './common';

registerEvent({
  card: 91,
  resolve(s, side) {
    const eastGermany = countrySpaces(s, 'east-germany');
    push(s, supportChecksFrame(side, eventOps(s, side, 91), 2, 91, { spaces: eastGermany }));
    push(s, removeSupportFrame(side, 'communist', 2, 'card 91', 'my-first-banana', eastGermany));
  },
});
