/**
 * #107 Massacre in Timisoara (needs László Tőkés, #73): the Communist makes 2 support checks in
 * Romania (Polish FAQ 107), each with this card's Ops value +2. No effect once The Tyrant is Gone
 * has been resolved (7.6.4).
 */
import { countrySpaces } from '../../board';
import { log } from '../../log';
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { eventOps } from './common';

const LASZLO_TOKES = 73;

registerEvent({
  card: 107,
  playable: (s) => s.eventsPlayed.includes(LASZLO_TOKES),
  resolve(s, side) {
    if (tyrantIsGone(s)) {
      log(s, 'eventNoEffect', { card: 107, side });
      return;
    }
    push(s, supportChecksFrame(side, eventOps(s, side, 107), 2, 107, { spaces: countrySpaces(s, 'romania'), bonus: 2 }));
  },
});
