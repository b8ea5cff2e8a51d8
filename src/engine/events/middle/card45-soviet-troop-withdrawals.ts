/** #45 Soviet Troop Withdrawals: the Democrat removes 5 Communist SPs from Eastern Europe, at most 2 per space. */
import { push } from '../../machine';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { EASTERN_EUROPE, spacesIn } from './common';

registerEvent({
  card: 45,
  resolve(s) {
    push(s, removeSupportFrame('democrat', 'communist', 5, 'card 45', 'card45', { spaces: spacesIn(s, EASTERN_EUROPE), perSpace: 2 }));
  },
});
