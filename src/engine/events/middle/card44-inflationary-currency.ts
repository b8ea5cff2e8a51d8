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
import { COUNTRY_IDS, type CountryId, type Side } from '../../data';
import { isScoring, takeFromHand, toDiscard } from '../../deck';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import { opsValue } from '../../ops';
import { removeSupportFrame, supportChecksFrame } from '../../frames/support';
import type { Action, Frame, GameState } from '../../types';
import { registerEvent } from '../registry';
import { choiceFrame, registerChoice, spacesIn } from './common';

const countries = (s: GameState, side: Side) => COUNTRY_IDS.filter((c) => s.power[c].holder === other(side));

interface CancelFrame extends Frame {
  kind: 'card44:cancel';
  /** the player of the event; his opponent decides */
  side: Side;
  country: CountryId;
}

/** Cards the opponent may discard: 3 Ops or more with his own modifiers; never a scoring card. */
function cancelCards(s: GameState, f: CancelFrame): number[] {
  const opp = other(f.side);
  return s.hands[opp].filter((c) => !isScoring(c) && opsValue(s, opp, { card: c, use: 'place' }) >= 3);
}

registerFrame<CancelFrame>('card44:cancel', {
  advance(s, f) {
    if (cancelCards(s, f).length > 0) return true;
    pop(s, f);
    check(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: other(f.side), kind: 'card44:cancel', rule: 'card 44', params: { country: f.country } }),
  actions: (s, f): Action[] => [
    ...cancelCards(s, f).map((card): Action => ({ side: other(f.side), type: 'choose', card })),
    { side: other(f.side), type: 'done' },
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.type === 'done') {
      check(s, f);
      return;
    }
    const card = (a as Extract<Action, { type: 'choose' }>).card;
    takeFromHand(s, other(f.side), card);
    toDiscard(s, card); // 5.3: its event does not take place
    log(s, 'eventCancelled', { card: 44, side: other(f.side), discarded: card });
  },
});

function check(s: GameState, f: CancelFrame): void {
  push(s, supportChecksFrame(f.side, opsValue(s, f.side, { card: 44, use: 'event' }), 1, 44, { spaces: spacesIn(s, [f.country]) }));
}

registerChoice('card44:country', {
  rule: 'card 44',
  onSelect(s, f, country) {
    log(s, 'eventCountry', { card: 44, side: f.side, country });
    const c = country as CountryId;
    push(s, { kind: 'card44:cancel', side: f.side, country: c } as CancelFrame);
    push(s, removeSupportFrame(f.side, other(f.side), 2, 'card 44', 'card44', spacesIn(s, [c])));
  },
});

registerEvent({
  card: 44,
  resolve(s, side) {
    const named = countries(s, side);
    if (named.length === 0) log(s, 'eventNoEffect', { card: 44, side });
    else push(s, choiceFrame('card44:country', side, named));
  },
});
