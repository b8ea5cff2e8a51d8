/**
 * #77 Samizdat: the Democrat may set aside one card of his hand face down and draws one in its
 * place. The set-aside card is out of play until the start of the next turn, when it returns to
 * his hand (frames/turn.ts, state `setAside`).
 *
 * Decisions:
 * - It comes back before the deal of the next turn, so it counts toward the 8 cards the hand is
 *   dealt up to (the reference: "before cards are dealt").
 * - Any card may be set aside, a scoring card too; set aside it is not held at Verify Held Cards
 *   (4.5.4) and cannot lose the game (Polish FAQ 77).
 * - Samizdat may be played in turn 10 (Polish FAQ 77); the set-aside card then stays out of play
 *   to the end of the game.
 * - Setting aside is optional ('done'); with an empty hand the event takes place without effect.
 * - The set-aside card is hidden: the Communist's view and the log only say that one card is set
 *   aside, never which (the choice is secret, never kept in the script's locals).
 */
import { cardsWhere, drawInto, hand, setAside } from '../../zones';
import { log } from '../../log';
import { defineCard } from '../registry';
import { chooseCard } from '../steps';

defineCard({
  card: 77,
  steps: [
    chooseCard('setAside', (c) => cardsWhere(hand(c.s, c.side), () => true, 'card 77'), {
      optional: true,
      secret: true,
      none: (c) => log(c.s, 'eventNoEffect', { card: 77 }),
      then: (c, card) => {
        if (typeof card !== 'number') {
          log(c.s, 'eventOptionDeclined', { card: 77, side: c.side });
          return;
        }
        setAside(c.s, c.side, card);
        const drawn = drawInto(c.s, c.side);
        log(c.s, 'cardSetAside', { card: 77, side: c.side, drawn: drawn === null ? 0 : 1 });
      },
    }),
  ],
});
