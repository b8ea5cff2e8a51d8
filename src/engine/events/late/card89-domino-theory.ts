/**
 * #89 Domino Theory: if the Democrat holds Power in at least 2 countries, he may take a Scoring
 * card from the discard pile and play it at once: a power struggle in its country with him holding
 * the initiative, then its scoring (the card then ends its play like any scoring card). Otherwise
 * the event has no effect (it is still played, 5.1 FAQ).
 */
import { discards, isScoring } from '../../zones';
import { log } from '../../log';
import type { GameState } from '../../types';
import { otherEventPlay } from '../middle/playOther';
import { defineCard } from '../registry';
import { noEffectUnless, takeFromDiscard } from '../steps';
import { countriesWithPower } from '../queries';

const scoringInDiscard = (s: GameState) => discards(s).filter(isScoring);

defineCard({
  card: 89,
  steps: [
    noEffectUnless((c) => countriesWithPower(c.s, c.side).length >= 2),
    // the discard pile is public: the chosen card may be kept in the locals
    takeFromDiscard('chosenCard', (c) => scoringInDiscard(c.s), {
      prompt: 'card89:scoring',
      optional: true,
      params: (c) => ({ cards: scoringInDiscard(c.s) }),
      none: (c) => log(c.s, 'eventNoEffect', { card: c.card, side: c.side }),
      // the scoring card is played as an event of its own (its card play comes next)
      to: (c, card) => otherEventPlay(c.s, c.card, c.side, card),
    }),
  ],
});
