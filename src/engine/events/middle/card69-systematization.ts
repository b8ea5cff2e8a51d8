/**
 * #69 Systematization: the Communist eliminates one Romanian space for the rest of the game. The
 * Democratic SPs there are removed and the Communist SPs move to București — or are lost when
 * București itself is eliminated (Polish FAQ 69). The neighbours of the space become adjacent to
 * one another (board.adjacentInPlay). No effect once The Tyrant is Gone has been resolved (7.6.4).
 */
import { pileOf } from '../../cow';
import { addSupport, setSupport } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseOption, local, step, type Ctx } from '../steps';
import { idx, rowAt, spaceAt, spacesIn } from '../queries';
import { unlessVoided } from '../voided';

const romanianSpaces = (c: Ctx) => spacesIn(c.s, ['romania']).map((i) => spaceAt(i).id);

defineCard({
  card: 69,
  voidedBy: [97],
  steps: [
    unlessVoided(),
    chooseOption('space', romanianSpaces),
    step('eliminate', (c) => {
      const id = local<string | null>(c, 'space');
      if (id === null) return;
      const space = idx(id);
      const bucuresti = idx('bucuresti');
      const row = rowAt(c.s, space);
      const moved = space === bucuresti ? 0 : row.communist;
      log(c.s, 'spaceEliminated', { card: 69, space: id, democratLost: row.democrat, communistMoved: moved, communistLost: row.communist - moved });
      addSupport(c.s, bucuresti, 'communist', moved);
      setSupport(c.s, space, 'communist', 0);
      setSupport(c.s, space, 'democrat', 0);
      pileOf(c.s, 'eliminated').push(space);
    }),
  ],
});
