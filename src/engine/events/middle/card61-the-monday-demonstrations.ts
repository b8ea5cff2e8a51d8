/**
 * #61 The Monday Demonstrations (needs St. Nicholas Church #24): the Democrat takes control of the
 * Lutheran Church and Leipzig, then makes 5 support checks in East Germany with this card's Ops.
 */
import { push } from '../../machine';
import { opsValue } from '../../ops';
import { supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { idx, spacesIn, takeControl } from './common';

registerEvent({
  card: 61,
  playable: (s) => s.eventsPlayed.includes(24),
  resolve(s, side) {
    for (const id of ['east-german-lutheran-church', 'leipzig']) takeControl(s, 61, side, idx(id));
    const ops = opsValue(s, side, { card: 61, use: 'event' });
    push(s, supportChecksFrame(side, ops, 5, 61, { spaces: spacesIn(s, ['east-germany']) }));
  },
});
