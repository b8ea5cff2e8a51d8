/**
 * #10 Cult of Personality: the Communist adds 4 SPs to Worker and Farmer spaces in Romania, at
 * most 2 per space. No effect once The Tyrant is Gone has been resolved (7.6.4; 5.2 ex. 5: the
 * card still counts as played and leaves the game).
 */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spaceAt, spacesIn } from '../queries';
import { unlessVoided } from '../voided';

defineCard({
  card: 10,
  voidedBy: [97],
  steps: [
    unlessVoided(false),
    addSP(4, {
      in: (c) => spacesIn(c.s, ['romania'], (i) => spaceAt(i).socio === 'worker' || spaceAt(i).socio === 'farmer'),
      perSpace: 2,
    }),
  ],
});
