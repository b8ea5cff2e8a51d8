/**
 * #85 Tank Column/Tank Man (either side): the player's Tiananmen Square marker moves into the next
 * box, with that box's award as after a successful attempt (6.3.5). This is not his attempt of the
 * turn (6.3.4): he may still make one. From the last box there is nowhere to go: no effect.
 */
import { enterNextBox } from '../../frames/tiananmen';
import { LAST_BOX } from '../../tiananmen';
import { defineCard } from '../registry';
import { noEffectUnless, step } from '../steps';

defineCard({
  card: 85,
  steps: [
    noEffectUnless((c) => c.s.tiananmen[c.side].box < LAST_BOX),
    // the box's award (a draw or a removal) follows as its own frames
    step('nextBox', (c) => enterNextBox(c.s, c.side)),
  ],
});
