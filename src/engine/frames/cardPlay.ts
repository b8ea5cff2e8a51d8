/**
 * 5.0 card play: an event, or Ops with the opponent's event before or after (5.2), then the card
 * goes to the discard pile or out of the game (2.2.4, 5.2).
 */
import { eventTimingChosen } from '../lasting';
import { other } from '../board';
import { cardAt, type Side } from '../data';
import { eventOf, eventOwner, eventPlayable } from '../events/registry';
import { scriptFrame } from '../events/script';
import { pileOf } from '../cow';
import { disposeOfPlayed } from '../zones';
import { log } from '../log';
import { findFrame, pop, push, registerFrame } from '../machine';
import { opsValue } from '../ops';
import { AWARD, holdsAward } from '../tiananmen';
import type { ActionOf, CardUse, GameState } from '../types';

import { placeSupportFrame } from './placeSupport';
import { supportChecksFrame } from './supportChecks';
import { tiananmenAttemptFrame } from './tiananmen';
import type { Disposition } from './disposition';

declare module '../types' {
  interface FrameMap {
    cardPlay: CardPlayFrame;
    event: EventFrame;
  }
}

type Step = 'event' | 'ops';
/** where a card goes when its play ends; 'keep' leaves it in play beside the map (7.2) */

export interface CardPlayFrame {
  kind: 'cardPlay';
  side: Side;
  card: number;
  use: CardUse;
  /** null until decided; then the order of event and Ops */
  steps: Step[] | null;
  next: number;
  /** what kind of event choice is pending: the opponent's event (5.2) or the box-8 award (6.3.5) */
  trigger: 'opponent' | 'award' | null;
  eventOccurred: boolean;
  /** set by an event or a power struggle to override the normal end of the card */
  dispose: Disposition | null;
}

export function cardPlayFrame(side: Side, card: number, use: CardUse): CardPlayFrame {
  return { kind: 'cardPlay', side, card, use, steps: null, next: 0, trigger: null, eventOccurred: false, dispose: null };
}

/**
 * A card an event has played for Operations only (Deutsche Marks, Common European Home): its own
 * event does not take place, neither as the opponent's event (5.2) nor with the box-8 award.
 */
export function opsOnlyPlayFrame(side: Side, card: number, use: CardUse): CardPlayFrame {
  return { ...cardPlayFrame(side, card, use), steps: ['ops'] };
}

/** Which event choice an Ops play raises (5.2, 6.3.5 boxes 7 and 8), if any. */
function eventTrigger(s: GameState, f: CardPlayFrame): CardPlayFrame['trigger'] {
  if (f.use === 'tiananmen') return null; // 6.3.6
  const cardSide = cardAt(f.card).side;
  if (cardSide === other(f.side)) return eventPlayable(s, f.card, cardSide) ? 'opponent' : null;
  return offersAwardEvent(s, f.side, f.card, f.use) ? 'award' : null;
}

/**
 * 6.3.5 box 8: `side` playing his own or a both-sides `card` for `use` will be asked whether he
 * also plays its event, before or after the Ops.
 */
export function offersAwardEvent(s: GameState, side: Side, card: number, use: CardUse): boolean {
  if (use === 'event' || use === 'tiananmen') return false; // 6.3.6
  const cardSide = cardAt(card).side;
  return (cardSide === side || cardSide === 'neutral') && holdsAward(s, side, AWARD.opsAndEvent) && !s.awardUsed.opsAndEvent && eventPlayable(s, card, side);
}

function timingOptions(s: GameState, f: CardPlayFrame): ('before' | 'after' | 'skip')[] {
  if (f.trigger === 'opponent')
    return holdsAward(s, f.side, AWARD.noOpponentEvent) && !s.awardUsed.noOpponentEvent ? ['before', 'after', 'skip'] : ['before', 'after'];
  return ['before', 'after', 'skip'];
}

function startOps(s: GameState, f: CardPlayFrame): void {
  eventOf(f.card)?.onOpsPlay?.(s, f.side, f.use);
  const ops = opsValue(s, f.side, { card: f.card, use: f.use });
  if (f.use === 'place') push(s, placeSupportFrame(s, f.side, ops, f.card));
  else if (f.use === 'check')
    push(s, supportChecksFrame(f.side, ops, 2, f.card)); // 6.2.2
  else push(s, tiananmenAttemptFrame(f.side, f.card));
}

function finish(s: GameState, f: CardPlayFrame): void {
  const d = f.dispose ?? (f.eventOccurred && cardAt(f.card).removeAfterEvent ? 'remove' : 'discard');
  // 'keep': the card stays on the table (in play) until its lasting effect says where it goes
  disposeOfPlayed(s, f.card, d === 'remove' ? 'removed' : d);
  log(s, d === 'remove' ? 'cardRemoved' : d === 'discard' ? 'cardDiscarded' : 'cardKept', { card: f.card });
  pop(s, f);
}

registerFrame<CardPlayFrame, ActionOf<'eventTiming'>>('cardPlay', {
  advance(s, f) {
    if (f.steps === null) {
      if (f.use === 'event') f.steps = ['event'];
      else {
        f.trigger = eventTrigger(s, f);
        if (f.trigger) return true;
        f.steps = ['ops'];
      }
    }
    const step = f.steps[f.next];
    if (step === undefined) {
      finish(s, f);
      return false;
    }
    f.next += 1;
    if (step === 'ops') startOps(s, f);
    else push(s, eventFrame(f.card, f.use === 'event' ? eventOwner(f.card, f.side) : f.trigger === 'opponent' ? other(f.side) : f.side));
    return false;
  },
  prompt: (s, f) => ({
    side: f.side,
    kind: 'eventTiming',
    rule: f.trigger === 'opponent' ? '5.2' : '6.3.5',
    params: { card: f.card, trigger: f.trigger, options: timingOptions(s, f) },
  }),
  actions: (s, f) => timingOptions(s, f).map((when): ActionOf<'eventTiming'> => ({ side: f.side, type: 'eventTiming', when })),
  act(s, f, a) {
    const { when } = a;
    // lasting effects that wait to see whether this card's event is played too (e.g. Ligachev)
    eventTimingChosen(s, f.side, f.card, when);
    if (when === 'skip') {
      f.steps = ['ops'];
      if (f.trigger === 'opponent') s.awardUsed = { noOpponentEvent: true, opsAndEvent: s.awardUsed.opsAndEvent }; // 6.3.5 box 7
      log(s, 'eventSkipped', { side: f.side, card: f.card, trigger: f.trigger });
    } else {
      f.steps = when === 'before' ? ['event', 'ops'] : ['ops', 'event'];
      if (f.trigger === 'award') s.awardUsed = { noOpponentEvent: s.awardUsed.noOpponentEvent, opsAndEvent: true }; // 6.3.5 box 8
    }
  },
});

// ---------------------------------------------------------------- the event itself

interface EventFrame {
  kind: 'event';
  card: number;
  /** the side that carries the event out (5.2: as if he had played the card) */
  side: Side;
}

function eventFrame(card: number, side: Side): EventFrame {
  return { kind: 'event', card, side };
}

registerFrame<EventFrame>('event', {
  advance(s, f) {
    pop(s, f);
    const def = eventOf(f.card);
    // 5.2: an event whose conditions are not met does not occur
    if (!def || !eventPlayable(s, f.card, f.side)) {
      log(s, 'eventDidNotOccur', { card: f.card, side: f.side });
      return false;
    }
    const play = findFrame(s, 'cardPlay', (x) => x.card === f.card);
    if (play) play.eventOccurred = true;
    if (!s.eventsPlayed.includes(f.card)) pileOf(s, 'eventsPlayed').push(f.card);
    log(s, 'event', { card: f.card, side: f.side });
    push(s, scriptFrame(f.card, f.side));
    return false;
  },
});
