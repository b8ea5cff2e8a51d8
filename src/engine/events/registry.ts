/**
 * The event registry: one entry per card whose event is implemented. A card without an entry
 * cannot be played as an event, and its event does not fire when an opponent plays it for Ops.
 */
import { CARDS, type Side } from '../data';
import { allHooks } from '../hooks';
import type { CardUse, GameState } from '../types';
import type { Step } from './steps';

export interface EventDef {
  card: number;
  /** 5.1 / 7.5: prerequisites and conditions for `side` (who resolves it) to have this event now */
  playable?(s: GameState, side: Side): boolean;
  /** The event, step by step in the order the card reads (events/steps.ts). */
  steps: readonly Step[];
  /** A rule of the card itself when `side` plays it for Operations (e.g. VP to the opponent). */
  onOpsPlay?(s: GameState, side: Side, use: CardUse): void;
}

const EVENTS: Record<number, EventDef> = {};

export function registerEvent(def: EventDef): void {
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
  return def.playable ? def.playable(s, side) : true;
}
