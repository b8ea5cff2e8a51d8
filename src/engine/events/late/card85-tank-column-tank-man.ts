/**
 * #85 Tank Column/Tank Man (either side): the player's Tiananmen Square marker moves into the next
 * box, with that box's award as after a successful attempt (6.3.5). This is not his attempt of the
 * turn (6.3.4): he may still make one. From the last box there is nowhere to go: no effect.
 */
import { log } from '../../log';
import { enterNextBox } from '../../frames/tiananmen';
import { LAST_BOX } from '../../tiananmen';
import { registerEvent } from '../registry';
import { step, stopUnless } from '../steps';

registerEvent({
  card: 85,
  steps: [
    stopUnless(
      (c) => c.s.tiananmen[c.side].box < LAST_BOX,
      (c) => log(c.s, 'eventNoEffect', { card: 85, side: c.side }),
    ),
    // the box's award (a draw or a removal) follows as its own frames
    step('nextBox', (c) => enterNextBox(c.s, c.side)),
  ],
});
