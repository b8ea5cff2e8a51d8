/**
 * #2 Solidarity Legalized: the Democrat adds 1 SP to every Polish Worker and Farmer space that
 * nobody controls. For the rest of the game the Communist may not make support checks in Gdańsk
 * (the Solidarność marker, 2.4.2); Walesa (#3) becomes playable (it checks `eventsPlayed`).
 */
import { controller, other } from '../../board';
import { SPACES, spaceIndex } from '../../data';
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { changeSupport, spacesWhere } from './common';
import { startEffect } from '../common';

const GDANSK = spaceIndex('gdansk');

registerEffectHooks(2, {
  canCheck: (s, e, side, space) => !(side === other(e.side) && space === GDANSK),
});

registerEvent({
  card: 2,
  resolve(s, side) {
    const spaces = spacesWhere(
      s,
      (i) => SPACES[i]!.country === 'poland' && (SPACES[i]!.socio === 'worker' || SPACES[i]!.socio === 'farmer') && controller(s, i) === null,
    );
    for (const i of spaces) changeSupport(s, 2, i, side, 1);
    startEffect(s, 2, side);
  },
});
