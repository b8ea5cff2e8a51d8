/**
 * The event registry: one entry per card whose event is implemented. A card without an entry
 * cannot be played as an event, and its event does not fire when an opponent plays it for Ops.
 */
import { CARDS, type Side } from '../data';
import { allHooks, effectsWith, hook, registerEffectHooks, type EffectHooks } from '../hooks';
import { registerFrame, type FrameHandler } from '../machine';
import type { Action, CardUse, Frame, GameState } from '../types';
import type { Step } from './steps';

interface EventDef {
  card: number;
  /** 5.2 (example 2): events that must have taken place before this one can */
  requires?: readonly number[];
  /** 7.5: events whose taking place makes this one unplayable for the rest of the game */
  cancelledBy?: readonly number[];
  /** events whose taking effect leaves this one without effect, though it may still be played (events/voided.ts) */
  voidedBy?: readonly number[];
  /** 7.1: any other condition of the card for `side` (who resolves it) to have this event now */
  playable?(s: GameState, side: Side): boolean;
  /** The event, step by step in the order the card reads (events/steps.ts). */
  steps: readonly Step[];
  /** A rule of the card itself when `side` plays it for Operations (e.g. VP to the opponent). */
  onOpsPlay?(s: GameState, side: Side, use: CardUse): void;
}

/** A card as one definition: its event and the rules of its lasting effect, bound to its number once. */
interface CardDef extends EventDef {
  /** 7.2: the rules its lasting effect adds while in force, asked by the core (hooks.ts) */
  effect?: EffectHooks;
  /** decisions of its own outside the event's script (e.g. #5's strike rounds), each `card<N>:<name>` */
  frames?: readonly CardFrame[];
}

/** A frame a card adds to the machine: its kind and its handler (`cardFrame`). */
interface CardFrame {
  kind: string;
  register(): void;
}

export const cardFrame = <F extends Frame, A extends Action = Action>(kind: F['kind'], handler: FrameHandler<F, A>): CardFrame => ({
  kind,
  register: () => registerFrame(kind, handler),
});

const EVENTS: Record<number, EventDef> = {};

/** Define a card: its event (a card without one cannot be played for it) and its effect's rules. */
export function defineCard({ effect, frames = [], ...event }: CardDef): void {
  const stray = frames.find((f) => !f.kind.startsWith(`card${event.card}:`));
  if (stray) throw new Error(`card ${event.card}: frame ${stray.kind} is not one of its own`);
  registerEvent(event);
  if (effect) registerEffectHooks(event.card, effect);
  for (const f of frames) f.register();
}

function registerEvent(def: EventDef): void {
  if (EVENTS[def.card]) throw new Error(`event ${def.card} registered twice`);
  EVENTS[def.card] = def;
}

export function eventOf(card: number): EventDef | undefined {
  return EVENTS[card];
}

export function implementedEvents(): number[] {
  return Object.keys(EVENTS).map(Number);
}

/** Who resolves a card's event: its side, or for neutral and scoring cards the player who plays it. */
export function eventOwner(card: number, player: Side): Side {
  const side = CARDS[card]!.side;
  return side === 'communist' || side === 'democrat' ? side : player;
}

/** Can this event take place now for `side`? (implemented, conditions met, not blocked) */
export function eventPlayable(s: GameState, card: number, side: Side): boolean {
  const def = EVENTS[card];
  if (!def) return false;
  if (s.effects.length > 0 && !allHooks(s, 'blocksEvent', (h, e) => !h(s, e, card))) return false;
  if (def.requires && !def.requires.every((c) => s.eventsPlayed.includes(c))) return false;
  if (def.cancelledBy && def.cancelledBy.some((c) => s.eventsPlayed.includes(c))) return false;
  return def.playable ? def.playable(s, side) : true;
}

/**
 * 7.1: the condition printed on a card whose event has one (`playable`), named so that a refusal
 * can say which (the `why.EVENT_CONDITION` words select on it). Every card with a condition has
 * its name here (tests/engine/decision.test.ts).
 */
const CONDITIONS: Readonly<Record<number, string>> = {
  // #21 Common European Home: a card of the player's hand whose event is the opponent's alone, to play with it
  21: 'opponentCardInHand',
  // #67 Reformer Rehabilitated: the player is ahead on the Tiananmen Square track
  67: 'aheadOnTiananmen',
  // #96 The Chinese Solution: the Communist's Tiananmen Square marker has reached box 7
  96: 'communistTiananmenBox7',
};

/** The name of a card's own condition (7.1), or 'card' for one not named. */
export const eventCondition = (card: number): string => CONDITIONS[card] ?? 'card';

/** Why an event cannot take place now for `side`, in the terms of `eventPlayable`; null when it can. */
export function eventRefusal(s: GameState, card: number, side: Side): { code: string; rule: string; params: Record<string, unknown> } | null {
  const def = EVENTS[card];
  if (!def) return { code: 'EVENT_NOT_PLAYABLE', rule: '5.1', params: { card } };
  const blocker = effectsWith(s, 'blocksEvent').find((e) => hook(e, 'blocksEvent')(s, e, card));
  if (blocker) return { code: 'EVENT_BLOCKED', rule: '7.5', params: { card, by: blocker.card } };
  const missing = def.requires?.find((c) => !s.eventsPlayed.includes(c));
  // 2.2.6: a red title marks the card an event needs first; 7.1: its event is played only then
  if (missing !== undefined) return { code: 'EVENT_NEEDS', rule: '7.1', params: { card, needs: missing } };
  const cancelled = def.cancelledBy?.find((c) => s.eventsPlayed.includes(c));
  if (cancelled !== undefined) return { code: 'EVENT_CANCELLED', rule: '7.5', params: { card, by: cancelled } };
  if (def.playable && !def.playable(s, side)) return { code: 'EVENT_CONDITION', rule: '7.1', params: { card, condition: eventCondition(card) } };
  return null;
}
