/**
 * #24 St. Nicholas Church: the Democrat adds just enough SPs to control the Lutheran Church.
 * It also unlocks The Monday Demonstrations (#61), which checks `eventsPlayed`.
 */
import { addSupport } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { step } from '../steps';
import { idx, spsToControl, spaceAt } from '../queries';

const CHURCH = idx('east-german-lutheran-church');

defineCard({
  card: 24,
  steps: [
    // logged once, as taking control (with the count), not as a separate SP addition
    step('take control of the Lutheran Church', (c) => {
      const added = spsToControl(c.s, CHURCH, c.side);
      addSupport(c.s, CHURCH, c.side, added);
      log(c.s, 'eventTakeControl', { card: c.card, side: c.side, space: spaceAt(CHURCH).id, count: added });
    }),
  ],
});
