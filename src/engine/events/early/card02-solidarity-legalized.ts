/**
 * #2 Solidarity Legalized: the Democrat adds 1 SP to every Polish Worker and Farmer space that
 * nobody controls. For the rest of the game the Communist may not make support checks in Gdańsk
 * (the Solidarność marker, 2.4.2); Walesa (#3) becomes playable (it checks `eventsPlayed`).
 */
import { controller, other } from '../../board';
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { changeSupport, idx, spaceAt, spacesIn, startEffect, step } from '../steps';

const GDANSK = idx('gdansk');

registerEffectHooks(2, {
  canCheck: (s, e, side, space) => !(side === other(e.side) && space === GDANSK),
});

registerEvent({
  card: 2,
  steps: [
    step('1 SP in each uncontrolled Polish Worker and Farmer space', (c) => {
      const spaces = spacesIn(c.s, ['poland'], (i) => (spaceAt(i).socio === 'worker' || spaceAt(i).socio === 'farmer') && controller(c.s, i) === null);
      for (const i of spaces) changeSupport(c.s, c.card, i, c.side, 1);
    }),
    step('the Solidarność marker', (c) => startEffect(c.s, c.card, c.side)),
  ],
});
