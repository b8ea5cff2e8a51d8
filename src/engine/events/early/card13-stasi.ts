/**
 * #13 Stasi: for the rest of the turn, when an action round of the Democrat ends he announces the
 * card he will play in his next action round (both players see it), and then he must play that
 * card, for its event or Operations as the rules allow. If the card has left his hand by then
 * (e.g. Brought in for Questioning), he may play any card (FAQ 13). Nothing is announced after
 * his last action round of the turn or with an empty hand. With Common European Home (#21, FAQ 13):
 * announced itself, it must be played for Operations; to use it against a Communist event, the
 * Democrat announces that Communist card and plays Common European Home with it (Common European
 * Home asks the `canPlayCard` hook below which card it may pair with). The announcement comes
 * at the end of his action rounds, outside this event, so it is a frame of its own.
 */
import { changeEffect } from '../../cow';
import { other } from '../../board';
import { cardAt, type Side } from '../../data';
import { actionRoundsFor } from '../../frames/turn';
import { log } from '../../log';
import { pop, push } from '../../machine';
import type { ActionOf, GameState, LastingEffect } from '../../types';

import { cardFrame, defineCard } from '../registry';
import { lasting } from '../steps';
import { hand, knownOf, showToOpponent } from '../../zones';

const COMMON_EUROPEAN_HOME = 21;

interface DeclareFrame {
  kind: 'card13:declare';
  /** the Democrat */
  side: Side;
}

declare module '../../types' {
  interface FrameMap {
    'card13:declare': DeclareFrame;
  }
}

/** The card the Democrat announced and still holds, if any. */
function declared(s: GameState): number | null {
  const e = s.effects.find((x) => x.card === 13);
  if (!e) return null;
  const c = e.data?.declared;
  return typeof c === 'number' && hand(s, other(e.side)).includes(c) ? c : null;
}

const declareNext = cardFrame<DeclareFrame, ActionOf<'choose'>>('card13:declare', {
  advance(s, f) {
    if (hand(s, f.side).length > 0 && s.effects.some((e) => e.card === 13)) return true;
    pop(s, f);
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card13:declare', rule: 'card 13', params: { card: 13 }, card: 13 }),
  actions: (s, f) => knownOf(hand(s, f.side)).map((card): ActionOf<'choose'> => ({ side: f.side, type: 'choose', card })),
  act(s, f, a) {
    pop(s, f);
    const e = s.effects.find((x) => x.card === 13);
    if (e) changeEffect(s, e, { data: { declared: a.card } });
    showToOpponent(s, f.side, [a.card]);
    log(s, 'nextCardDeclared', { card: 13, side: f.side, declared: a.card });
  },
});

defineCard({
  card: 13,
  frames: [declareNext],
  steps: [lasting({})],
  effect: {
    canPlayCard(s, e, side, card, use) {
      if (side !== other(e.side)) return true;
      const announced = declared(s);
      if (announced === null) return true;
      // FAQ 13: an announced Common European Home is played for Operations; an announced card of
      // the opponent may be played together with Common European Home (which then pairs with it)
      if (announced === COMMON_EUROPEAN_HOME) return card === announced && use !== 'event';
      if (card === COMMON_EUROPEAN_HOME && use === 'event') return cardAt(announced).side === e.side;
      return card === announced;
    },
    afterActionRound(s, e: LastingEffect, side) {
      if (side !== other(e.side)) return;
      changeEffect(s, e, { data: {} });
      if (s.round >= actionRoundsFor(s, side) || hand(s, side).length === 0) return;
      const declare: DeclareFrame = { kind: 'card13:declare', side };
      push(s, declare);
    },
  },
});
