/**
 * #21 Common European Home (either side; FAQ 21: a counter rather than an event of its own):
 * played as its event, the player plays with it a card from his hand whose event belongs to his
 * opponent alone, for Operations (placement or support checks, that card's Ops), and that event
 * does not take place; both cards are discarded. Played itself for Operations or a Tiananmen
 * Square attempt, it gives the opponent 1 VP. Under Stasi see card 13.
 */
import { pileOf } from '../../cow';
import { other } from '../../board';
import { CARDS, SPACES, type Side } from '../../data';
import { takeFromHand } from '../../deck';
import { opsOnlyPlayFrame } from '../../frames/cardPlay';
import { canCheck } from '../../frames/support';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import type { Action, CardUse, Frame, GameState } from '../../types';
import { registerEvent } from '../registry';
import { stasiDeclared } from './card13-stasi';
import { gainVp } from './common';

interface PairFrame extends Frame {
  kind: 'card21:pair';
  side: Side;
  /** the chosen opponent card, once chosen */
  card: number | null;
}

/** The cards of the player's hand CEH may be played with. */
function pairable(s: GameState, side: Side): number[] {
  const cards = s.hands[side].filter((c) => CARDS[c]!.side === other(side));
  // FAQ 13: under Stasi, only the announced opponent card
  const declared = stasiDeclared(s);
  if (declared !== null && s.effects.some((e) => e.card === 13 && other(e.side) === side)) return cards.filter((c) => c === declared);
  return cards;
}

function uses(s: GameState, side: Side): CardUse[] {
  return SPACES.some((sp) => canCheck(s, side, sp.index)) ? ['place', 'check'] : ['place'];
}

registerFrame<PairFrame>('card21:pair', {
  advance(s, f) {
    if (f.card !== null || pairable(s, f.side).length > 0) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({
    side: f.side,
    kind: 'card21:pair',
    rule: 'card 21',
    params: { card: 21, paired: f.card, options: f.card === null ? [] : uses(s, f.side) },
  }),
  actions: (s, f) =>
    f.card === null
      ? pairable(s, f.side).map((card): Action => ({ side: f.side, type: 'choose', card }))
      : uses(s, f.side).map((value): Action => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    if (a.type === 'choose') {
      f.card = a.card;
      return;
    }
    pop(s, f);
    const card = f.card!;
    const use = (a as Extract<Action, { type: 'select' }>).value as CardUse;
    takeFromHand(s, f.side, card);
    pileOf(s, 'inPlay').push(card);
    log(s, 'playCard', { side: f.side, card, use, with: 21 });
    // Operations only: the paired card's event does not take place (steps fixed, no 5.2 trigger)
    push(s, opsOnlyPlayFrame(f.side, card, use));
  },
});

registerEvent({
  card: 21,
  playable: (s, side) => pairable(s, side).length > 0,
  resolve(s, side) {
    push(s, { kind: 'card21:pair', side, card: null } as PairFrame);
  },
  onOpsPlay(s, side) {
    gainVp(s, 21, other(side), 1);
  },
});
