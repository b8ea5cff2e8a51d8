/**
 * #5 General Strike: from the Communist's next action round on, each of his action rounds is the
 * strike procedure (11.2, FAQ 5): he either discards one non-scoring card (its event does not take
 * place, 5.3) and rolls a die plus that card's Ops value (his Ops modifiers apply) — a total of 6 or
 * more ends the strike — or he plays a scoring card as usual, without a roll. The strike may last
 * several turns; the card waits beside the map (in play) and leaves the game when the strike ends.
 * The strike replaces his action round, so it is a frame of its own, not a step of this event.
 */
import { changeEffect } from '../../cow';
import { other } from '../../board';
import type { Side } from '../../data';
import { discardFromHand, hand, isScoring, knownOf, putInPlay, takeFromHand } from '../../zones';
import { mayPassRound } from '../../frames/actionRound';
import { cardPlayFrame } from '../../frames/cardPlay';
import { log } from '../../log';
import { pop, push } from '../../machine';
import { opsValue } from '../../ops';
import { rollDie } from '../../rng';
import type { ActionOf } from '../../types';

import { cardFrame, defineCard } from '../registry';
import { lastingBesideMap } from '../steps';

/** the strike ends when die + Ops is greater than this */
const STRIKE_TARGET = 5;

interface StrikeFrame {
  kind: 'card5:strike';
  /** the Communist */
  side: Side;
}

declare module '../../types' {
  interface FrameMap {
    'card5:strike': StrikeFrame;
  }
}

/** discard a card and roll, play a scoring card, or pass (when allowed) */
type StrikeAction = ActionOf<'choose' | 'play' | 'done'>;

const strikeRound = cardFrame<StrikeFrame, StrikeAction>('card5:strike', {
  advance: () => true,
  prompt: (s, f) => ({ side: f.side, kind: 'card5:strike', rule: 'card 5', params: { card: 5, round: s.round, target: STRIKE_TARGET + 1 }, card: 5 }),
  actions(s, f) {
    const cards = knownOf(hand(s, f.side));
    const out: StrikeAction[] = [
      ...cards.filter((c) => !isScoring(c)).map((card): StrikeAction => ({ side: f.side, type: 'choose', card })),
      ...cards.filter(isScoring).map((card): StrikeAction => ({ side: f.side, type: 'play', card, use: 'event' })),
    ];
    return mayPassRound(s, f.side) ? [...out, { side: f.side, type: 'done' }] : out;
  },
  act(s, f, a) {
    pop(s, f);
    if (a.type === 'done') {
      log(s, 'passRound', { side: f.side, round: s.round });
      return;
    }
    if (a.type === 'play') {
      // a scoring card is played as usual; the strike goes on
      takeFromHand(s, f.side, a.card);
      putInPlay(s, a.card);
      log(s, 'playCard', { side: f.side, card: a.card, use: 'event', round: s.round });
      push(s, cardPlayFrame(f.side, a.card, 'event'));
      return;
    }
    const card = a.card;
    discardFromHand(s, f.side, card);
    const ops = opsValue(s, f.side, { card, use: 'event' });
    const die = rollDie(s);
    const ended = die + ops > STRIKE_TARGET;
    log(s, 'strikeRoll', { card: 5, side: f.side, discarded: card, die, ops, total: die + ops, needed: STRIKE_TARGET + 1, ended, round: s.round });
    // the strike is over: its effect reports it at once (`watch`), and lasting.ts ends it
    const e = s.effects.find((x) => x.card === 5);
    if (ended && e) changeEffect(s, e, { data: { ended: true } });
  },
});

defineCard({
  card: 5,
  frames: [strikeRound],
  steps: [lastingBesideMap()],
  effect: {
    watch: (s, e) => e.data?.ended !== true,
    replaceActionRound(s, e, side) {
      if (side !== other(e.side)) return null;
      const strike: StrikeFrame = { kind: 'card5:strike', side };
      return strike;
    },
  },
});
