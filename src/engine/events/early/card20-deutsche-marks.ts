/**
 * #20 Deutsche Marks: the Democrat gives the Communist his card with the highest printed Ops
 * (his choice among ties; never a scoring card). A playable Communist event on it takes place for
 * the Communist; any other card is played by the Communist for Operations (placement, support
 * checks, or a Tiananmen Square attempt if he has not made one this turn) without its event.
 * With only scoring cards (or none) the event has no effect (FAQ 20).
 */
import { pileOf } from '../../cow';
import { other } from '../../board';
import { CARDS, SPACES, type Side } from '../../data';
import { isScoring, takeFromHand } from '../../deck';
import { canAttemptTiananmen } from '../../frames/actionRound';
import { cardPlayFrame, opsOnlyPlayFrame } from '../../frames/cardPlay';
import { canCheck } from '../../frames/support';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import type { Action, CardUse, Frame, GameState } from '../../types';
import { eventPlayable, registerEvent } from '../registry';

interface GiveFrame extends Frame {
  kind: 'card20:give';
  /** the Democrat, who chooses */
  side: Side;
}

interface UseFrame extends Frame {
  kind: 'card20:use';
  /** the Communist, who plays the given card */
  side: Side;
  card: number;
}

function candidates(s: GameState, side: Side): number[] {
  const cards = s.hands[side].filter((c) => !isScoring(c));
  const best = Math.max(0, ...cards.map((c) => CARDS[c]!.ops));
  return cards.filter((c) => CARDS[c]!.ops === best);
}

function uses(s: GameState, side: Side): CardUse[] {
  const out: CardUse[] = ['place'];
  if (SPACES.some((sp) => canCheck(s, side, sp.index))) out.push('check');
  if (canAttemptTiananmen(s, side)) out.push('tiananmen');
  return out;
}

registerFrame<GiveFrame>('card20:give', {
  advance(s, f) {
    if (candidates(s, f.side).length > 0) return true;
    log(s, 'eventNoEffect', { card: 20, side: other(f.side) });
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card20:give', rule: 'card 20', params: { card: 20 } }),
  actions: (s, f) => candidates(s, f.side).map((card): Action => ({ side: f.side, type: 'choose', card })),
  act(s, f, a) {
    pop(s, f);
    const card = (a as Extract<Action, { type: 'choose' }>).card;
    const receiver = other(f.side);
    takeFromHand(s, f.side, card);
    pileOf(s, 'inPlay').push(card);
    log(s, 'cardGiven', { card: 20, side: f.side, given: card });
    if (CARDS[card]!.side === receiver && eventPlayable(s, card, receiver)) push(s, cardPlayFrame(receiver, card, 'event'));
    else push(s, { kind: 'card20:use', side: receiver, card } as UseFrame);
  },
});

registerFrame<UseFrame>('card20:use', {
  advance: () => true,
  prompt: (s, f) => ({ side: f.side, kind: 'card20:use', rule: 'card 20', params: { card: 20, given: f.card, options: uses(s, f.side) } }),
  actions: (s, f) => uses(s, f.side).map((value): Action => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    pop(s, f);
    const use = (a as Extract<Action, { type: 'select' }>).value as CardUse;
    log(s, 'playCard', { side: f.side, card: f.card, use });
    // Operations only: the card's own event does not take place (steps fixed, no 5.2 trigger)
    push(s, opsOnlyPlayFrame(f.side, f.card, use));
  },
});

registerEvent({
  card: 20,
  resolve(s, side) {
    push(s, { kind: 'card20:give', side: other(side) } as GiveFrame);
  },
});
