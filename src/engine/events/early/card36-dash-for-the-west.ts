/**
 * #36 Dash for the West: the Democrat rolls a die. If it beats the number of East German spaces
 * the Communist controls, the Democrat gains 1 VP and may take a starred Democratic card from the
 * discard pile whose event can take place now and carry out that event (the card then leaves the
 * game).
 */
import { controlledIn, other } from '../../board';
import { cardPlayFrame } from '../../frames/cardPlay';
import { log } from '../../log';
import { rollDie } from '../../rng';
import { eventPlayable, defineCard } from '../registry';
import { step, takeFromDiscard, vp } from '../steps';
import { cardAt } from '../queries';
import { discards, putInPlay } from '../../zones';

defineCard({
  card: 36,
  steps: [
    step('roll against the Communist-controlled East German spaces', (c) => {
      const die = rollDie(c.s);
      const controlled = controlledIn(c.s, 'east-germany', other(c.side)).length;
      const success = die > controlled;
      log(c.s, 'eventRoll', { card: 36, side: c.side, die, result: die, needed: controlled + 1, success });
      if (!success) return 'stop';
    }),
    vp(1),
    takeFromDiscard(
      'chosen',
      (c) => discards(c.s).filter((card) => cardAt(card).side === c.side && cardAt(card).removeAfterEvent && eventPlayable(c.s, card, c.side)),
      {
        prompt: 'card36:choose',
        optional: true,
        // the chosen card's event is played at once
        to(c, chosen) {
          putInPlay(c.s, chosen);
          log(c.s, 'eventPlaysCard', { card: c.card, side: c.side, played: chosen });
          return cardPlayFrame(c.side, chosen, 'event');
        },
      },
    ),
  ],
});
