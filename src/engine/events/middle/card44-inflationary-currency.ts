/**
 * #44 Inflationary Currency (either side): the player names a country where his opponent holds
 * Power and removes 2 opponent SPs there. The opponent may then discard a card worth 3 Ops or more
 * to cancel the rest (Polish FAQ 44: decided before the check's target is named); otherwise the
 * player makes 1 support check in that country with this card's Ops.
 *
 * Where the opponent holds Power nowhere, the event may still be played: it has no effect and the
 * card is removed (Polish FAQ 5.1: only an unmet condition or a blocking event stops an event; an
 * event without effect is still played).
 */
import { other } from '../../board';
import type { CountryId } from '../../data';
import { cardsWhere, discardFromHand, hand, isScoring } from '../../zones';
import { log } from '../../log';
import { opsValue } from '../../ops';
import { defineCard } from '../registry';
import { checks, chooseCard, chooseCountry, local, removeSP, type Ctx } from '../steps';
import { countriesWithPower, spacesIn } from '../queries';

const opponentsCountries = (c: Ctx) => countriesWithPower(c.s, other(c.side));
const named = (c: Ctx) => spacesIn(c.s, [local<CountryId>(c, 'country')]);

/** Cards the opponent may discard: 3 Ops or more with his own modifiers; never a scoring card. */
function cancelCards(c: Ctx): number[] {
  const opp = other(c.side);
  return cardsWhere(hand(c.s, opp), (card) => !isScoring(card) && opsValue(c.s, opp, { card, use: 'place' }) >= 3, 'card 44');
}

defineCard({
  card: 44,
  steps: [
    chooseCountry('country', opponentsCountries, {
      then: (c, country) => log(c.s, 'eventCountry', { card: 44, side: c.side, country }),
      none: (c) => {
        log(c.s, 'eventNoEffect', { card: 44, side: c.side });
        return 'stop';
      },
    }),
    removeSP(2, { in: named }),
    // the card thrown away is public from then on, but is not kept: the event ends with it
    chooseCard('cancel', cancelCards, {
      by: (c) => other(c.side),
      params: (c) => ({ country: local(c, 'country') }),
      optional: true,
      secret: true,
      then: (c, card) => {
        if (typeof card !== 'number') return;
        const opp = other(c.side);
        discardFromHand(c.s, opp, card); // 5.3: its event does not take place
        log(c.s, 'eventCancelled', { card: 44, side: opp, discarded: card });
        return 'stop';
      },
    }),
    checks(1, { in: named }),
  ],
});
