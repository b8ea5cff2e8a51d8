/**
 * What is left of the Early Year helpers: the Early Year events are step scripts now
 * (events/steps.ts) and use none of this. The Late Year helpers (events/late/common.ts) still
 * re-export these three; the file goes once nothing imports it.
 */
import { isInPlay } from '../../board';
import { spaceAt, spaceIndex, type Side } from '../../data';
import { pop, registerFrame } from '../../machine';
import { opsValue } from '../../ops';
import type { ActionOf, Frame, GameState } from '../../types';

/** A card's Ops value for an event that uses it (7.3.3: the resolving side's modifiers apply). */
export function eventOps(s: GameState, side: Side, card: number): number {
  return opsValue(s, side, { card, use: 'event' });
}

/** A decision "pick one of these spaces", answered with a place/remove/check action. */
export interface SpaceChoiceFrame extends Frame {
  side: Side;
  card: number;
  spaces: number[];
  /** free data for the card's follow-up */
  data: Record<string, number | string | boolean>;
}

export interface SpaceChoiceHandler {
  type: 'place' | 'remove' | 'check';
  /** what the chosen space does */
  chosen(s: GameState, f: SpaceChoiceFrame, space: number): void;
}

/** Register a one-space choice frame of kind `card<N>:<what>` (its prompt kind is the same). */
export function registerSpaceChoice(kind: string, h: SpaceChoiceHandler): void {
  registerFrame<SpaceChoiceFrame, ActionOf<'place' | 'remove' | 'check'>>(kind, {
    advance(s, f) {
      if (f.spaces.some((i) => isInPlay(s, i))) return true;
      pop(s, f);
      return false;
    },
    prompt: (s, f) => ({ side: f.side, kind, rule: `card ${f.card}`, params: { card: f.card } }),
    actions: (s, f) => f.spaces.filter((i) => isInPlay(s, i)).map((i) => ({ side: f.side, type: h.type, space: spaceAt(i).id })),
    act(s, f, a) {
      pop(s, f);
      h.chosen(s, f, spaceIndex(a.space));
    },
  });
}

export function spaceChoiceFrame(
  kind: string,
  side: Side,
  card: number,
  spaces: number[],
  data: SpaceChoiceFrame['data'] = {},
): SpaceChoiceFrame {
  return { kind, side, card, spaces, data };
}
