/**
 * #89 Domino Theory: if the Democrat holds Power in at least 2 countries, he may take a Scoring
 * card from the discard pile and play it at once: a power struggle in its country with him holding
 * the initiative, then its scoring (the card then ends its play like any scoring card). Otherwise
 * the event has no effect (it is still played, 5.1 FAQ).
 */
import { pileOf } from '../../cow';
import { isScoring } from '../../deck';
import { log } from '../../log';
import type { GameState } from '../../types';
import { playOtherEvent } from '../middle/playOther';
import { registerEvent } from '../registry';
import { chooseCard, countriesWithPower, stopUnless } from '../steps';

const scoringInDiscard = (s: GameState) => s.discard.filter(isScoring);

registerEvent({
  card: 89,
  steps: [
    stopUnless(
      (c) => countriesWithPower(c.s, c.side).length >= 2,
      (c) => log(c.s, 'eventNoEffect', { card: 89, side: c.side }),
    ),
    // the discard pile is public: the chosen card may be kept in the locals
    chooseCard('chosenCard', (c) => scoringInDiscard(c.s), {
      prompt: 'card89:scoring',
      optional: true,
      params: (c) => ({ cards: scoringInDiscard(c.s) }),
      none: (c) => log(c.s, 'eventNoEffect', { card: 89, side: c.side }),
      then(c, card) {
        if (typeof card !== 'number') return log(c.s, 'eventOptionDeclined', { card: 89, side: c.side });
        pileOf(c.s, 'discard').splice(c.s.discard.indexOf(card), 1);
        // the scoring card is played as an event of its own (its card play comes next)
        playOtherEvent(c.s, 89, c.side, card);
      },
    }),
  ],
});
