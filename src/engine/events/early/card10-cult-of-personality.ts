/**
 * #10 Cult of Personality: the Communist adds 4 SPs to Worker and Farmer spaces in Romania, at
 * most 2 per space. No effect once The Tyrant is Gone has been resolved (7.6.4; 5.2 ex. 5: the
 * card still counts as played and leaves the game).
 */
import { log } from '../../log';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { addSP, spaceAt, spacesIn, stopUnless } from '../steps';

registerEvent({
  card: 10,
  steps: [
    stopUnless(
      (c) => !tyrantIsGone(c.s),
      (c) => log(c.s, 'eventNoEffect', { card: 10, side: c.side }),
    ),
    addSP(4, {
      in: (c) => spacesIn(c.s, ['romania'], (i) => spaceAt(i).socio === 'worker' || spaceAt(i).socio === 'farmer'),
      perSpace: 2,
      reason: 'cult-of-personality',
    }),
  ],
});
