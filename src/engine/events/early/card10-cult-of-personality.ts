/**
 * #10 Cult of Personality: the Communist adds 4 SPs to Worker and Farmer spaces in Romania, at
 * most 2 per space. No effect once The Tyrant is Gone has been resolved (7.6.4; 5.2 ex. 5: the
 * card still counts as played and leaves the game).
 */
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { tyrantIsGone } from '../ceausescu';
import { registerEvent } from '../registry';
import { spacesWhere } from './common';

registerEvent({
  card: 10,
  resolve(s, side) {
    if (tyrantIsGone(s)) {
      log(s, 'eventNoEffect', { card: 10, side });
      return;
    }
    const spaces = spacesWhere(s, (i) => SPACES[i]!.country === 'romania' && (SPACES[i]!.socio === 'worker' || SPACES[i]!.socio === 'farmer'));
    push(s, addSupportFrame(side, side, 4, 'card 10', 'cult-of-personality', { spaces, perSpace: 2 }));
  },
});
