/**
 * #14 Gorbachev Charms the West (either side): remove 2 opponent SPs anywhere, then 1 support
 * check anywhere with this card's Ops value. Not an event after Breakaway Baltic Republics (12.4).
 */
import { other } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { eventOps } from './common';

registerEvent({
  card: 14,
  playable: (s) => !s.eventsPlayed.includes(84),
  resolve(s, side) {
    push(s, supportChecksFrame(side, eventOps(s, side, 14), 1, 14));
    push(s, removeSupportFrame(side, other(side), 2, 'card 14', 'gorbachev-charms-the-west'));
  },
});
