/**
 * #37 Nagy Reburied: the Communist removes all his own SPs from Szombathely, then adds 4 SPs in
 * Hungary, at most 2 per space (Szombathely included).
 */
import { defineCard } from '../registry';
import { addSP, changeSupport, step } from '../steps';
import { idx, rowAt, spacesIn } from '../queries';

const SZOMBATHELY = idx('szombathely');

defineCard({
  card: 37,
  steps: [
    step('remove his SPs from Szombathely', (c) => {
      changeSupport(c.s, c.card, SZOMBATHELY, c.side, -rowAt(c.s, SZOMBATHELY)[c.side]);
    }),
    addSP(4, { in: (c) => spacesIn(c.s, ['hungary']), perSpace: 2 }),
  ],
});
