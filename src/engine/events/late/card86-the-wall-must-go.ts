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
import { log } from '../../log';
import { rollDie } from '../../rng';
import type { GameState } from '../../types';
import { defineCard } from '../registry';
import { local, removeSP, startEffect, step, stopUnless, vp, type Ctx } from '../steps';

const THE_WALL = 9;

/** The Wall Must Go! has been won by the Democrat (Kohl Proposes Reunification asks this). */
export function wallMustGoWon(s: GameState): boolean {
  return s.effects.some((e) => e.card === 86);
}

/** The best-of-three contest; the winner is kept as `locals.winner`. */
function contest(c: Ctx): void {
  const bonus = {
    democrat: controlledIn(c.s, 'east-germany', 'democrat').length,
    communist: controlledIn(c.s, 'east-germany', 'communist').length,
  };
  const wins = { democrat: 0, communist: 0 };
  while (wins.democrat < 2 && wins.communist < 2) {
    const democrat = rollDie(c.s) + bonus.democrat;
    const communist = rollDie(c.s) + bonus.communist;
    const winner: Side | null = democrat > communist ? 'democrat' : communist > democrat ? 'communist' : null;
    if (winner) wins[winner] += 1;
    log(c.s, 'contestRound', { card: 86, democrat, communist, winner, democratWins: wins.democrat, communistWins: wins.communist });
  }
  const winner: Side = wins.democrat === 2 ? 'democrat' : 'communist';
  log(c.s, 'contestWon', { card: 86, side: winner });
  c.locals.winner = winner;
}

defineCard({
  card: 86,
  steps: [
    step('contest', contest),
    stopUnless((c) => local(c, 'winner') === 'democrat'),
    vp(3, () => 'democrat'),
    step('wallGone', (c) => startEffect(c.s, 86, 'democrat')),
    removeSP(3, { in: (c) => countrySpaces(c.s, 'east-germany'), by: () => 'communist', target: () => 'communist' }),
  ],
  effect: {
    blocksEvent: (s, e, card) => card === THE_WALL,
  },
});
