/**
 * #2 Solidarity Legalized: the Democrat adds 1 SP to every Polish Worker and Farmer space that
 * nobody controls. For the rest of the game the Communist may not make support checks in Gdańsk
 * (the Solidarność marker, 2.4.2); Walesa (#3) becomes playable (it checks `eventsPlayed`).
 */
import { controller, other } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, lasting, step } from '../steps';
import { idx, spaceAt, spacesIn } from '../queries';

const GDANSK = idx('gdansk');

defineCard({
  card: 2,
  steps: [
    step('1 SP in each uncontrolled Polish Worker and Farmer space', (c) => {
      const spaces = spacesIn(c.s, ['poland'], (i) => (spaceAt(i).socio === 'worker' || spaceAt(i).socio === 'farmer') && controller(c.s, i) === null);
      for (const i of spaces) changeSupport(c.s, c.card, i, c.side, 1);
    }),
    lasting(),
  ],
  effect: {
    canCheck: (s, e, side, space) => !(side === other(e.side) && space === GDANSK),
  },
});
