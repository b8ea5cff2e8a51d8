/**
 * #90 Civic Forum: the Democrat gains 1 VP and adds 4 SPs anywhere in Czechoslovakia (direct
 * placement); then, if he controls the Czech Writers space (after the placement), he makes 2
 * support checks in Czechoslovakia with this card's Ops value (Polish FAQ 90: two checks).
 */
import { controls, countrySpaces } from '../../board';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps, gainVp, idx, registerStep, stepFrame } from './common';

registerStep('card90:checks', (s, f) => {
  if (!controls(s, idx('czech-writers'), f.side)) {
    log(s, 'eventConditionNotMet', { card: 90, side: f.side, space: 'czech-writers' });
    return;
  }
  push(s, supportChecksFrame(f.side, eventOps(s, f.side, 90), 2, 90, { spaces: countrySpaces(s, 'czechoslovakia') }));
});

registerEvent({
  card: 90,
  resolve(s, side) {
    gainVp(s, 90, side, 1);
    push(s, stepFrame('card90:checks', side));
    push(s, addSupportFrame(side, side, 4, 'card 90', 'civic-forum', { spaces: countrySpaces(s, 'czechoslovakia') }));
  },
});
