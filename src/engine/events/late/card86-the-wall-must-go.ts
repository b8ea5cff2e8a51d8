/**
 * #86 The Wall Must Go!: a best-of-three contest. Each round both players roll a die and add the
 * number of East German spaces they control; the higher total wins the round, a tie is rolled
 * again. If the Democrat wins two rounds first, he gains 3 VP, the Communist removes 3 of his own
 * SPs from East Germany (his choice), The Wall (#9) can no longer be played as an event and Kohl
 * Proposes Reunification (#87) gains its Operations (both through the lasting effect of this card).
 * If the Communist wins, nothing happens.
 */
import { controlledIn, countrySpaces } from '../../board';
import type { Side } from '../../data';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { push } from '../../machine';
import { rollDie } from '../../rng';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { gainVp } from './common';
import { startEffect } from '../common';

const THE_WALL = 9;

registerEffectHooks(86, {
  blocksEvent: (s, e, card) => card === THE_WALL,
});

/** The Wall Must Go! has been won by the Democrat (Kohl Proposes Reunification asks this). */
export function wallMustGoWon(s: Parameters<typeof controlledIn>[0]): boolean {
  return s.effects.some((e) => e.card === 86);
}

registerEvent({
  card: 86,
  resolve(s) {
    const bonus = {
      democrat: controlledIn(s, 'east-germany', 'democrat').length,
      communist: controlledIn(s, 'east-germany', 'communist').length,
    };
    const wins = { democrat: 0, communist: 0 };
    while (wins.democrat < 2 && wins.communist < 2) {
      const democrat = rollDie(s) + bonus.democrat;
      const communist = rollDie(s) + bonus.communist;
      const winner: Side | null = democrat > communist ? 'democrat' : communist > democrat ? 'communist' : null;
      if (winner) wins[winner] += 1;
      log(s, 'contestRound', { card: 86, democrat, communist, winner, democratWins: wins.democrat, communistWins: wins.communist });
    }
    const winner: Side = wins.democrat === 2 ? 'democrat' : 'communist';
    log(s, 'contestWon', { card: 86, side: winner });
    if (winner === 'communist') return;
    gainVp(s, 86, 'democrat', 3);
    startEffect(s, 86, 'democrat');
    push(s, removeSupportFrame('communist', 'communist', 3, 'card 86', 'the-wall-must-go', countrySpaces(s, 'east-germany')));
  },
});
