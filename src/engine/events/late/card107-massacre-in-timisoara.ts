/**
 * #107 Massacre in Timisoara (needs László Tőkés, #73): the Communist makes 2 support checks in
 * Romania (Polish FAQ 107), each with this card's Ops value +2. No effect once The Tyrant is Gone
 * has been resolved (7.6.4).
 */
import { countrySpaces } from '../../board';
import { log } from '../../log';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { checks, stopUnless } from '../steps';

const LASZLO_TOKES = 73;

registerEvent({
  card: 107,
  playable: (s) => s.eventsPlayed.includes(LASZLO_TOKES),
  steps: [
    stopUnless(
      (c) => !tyrantIsGone(c.s),
      (c) => log(c.s, 'eventNoEffect', { card: 107, side: c.side }),
    ),
    checks(2, { in: (c) => countrySpaces(c.s, 'romania'), bonus: 2 }),
  ],
});
