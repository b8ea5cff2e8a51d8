/** Small building blocks shared by the Middle Year events. */
import { addSupport, other, setSupport } from '../../board';
import { CARDS, COUNTRY_IDS, SPACES, SPACES_OF_COUNTRY, spaceIndex, type CountryId, type Side } from '../../data';
import { log } from '../../log';
import { pop, registerFrame } from '../../machine';
import type { Action, Frame, GameState, Prompt } from '../../types';
import { isInPlay } from '../../board';

export const EASTERN_EUROPE: readonly CountryId[] = ['east-germany', 'poland', 'czechoslovakia', 'hungary'];
export const BALKANS: readonly CountryId[] = ['romania', 'bulgaria'];

export const idx = spaceIndex;

/** Spaces (indexes, still on the map) of some countries, optionally filtered. */
export function spacesIn(s: GameState, countries: readonly CountryId[], pred: (i: number) => boolean = () => true): number[] {
  return countries.flatMap((c) => SPACES_OF_COUNTRY[c]).filter((i) => isInPlay(s, i) && pred(i));
}

export function allSpaces(s: GameState, pred: (i: number) => boolean = () => true): number[] {
  return spacesIn(s, COUNTRY_IDS, pred);
}

export { gainVp } from '../common';

/** Remove every SP of `target` from a space. */
export function removeAllSupport(s: GameState, card: number, target: Side, space: number): void {
  const n = s.support[space]![target];
  setSupport(s, space, target, 0);
  log(s, 'eventRemoveSupport', { card, target, space: SPACES[space]!.id, count: n });
}

/** Add `n` SPs of `side` to a space. */
export function addSupportTo(s: GameState, card: number, side: Side, space: number, n: number): void {
  addSupport(s, space, side, n);
  log(s, 'eventAddSupport', { card, side, space: SPACES[space]!.id, count: n });
}

/** SPs `side` must add to control a space (2.1.7); 0 when it already does. */
export function neededForControl(s: GameState, space: number, side: Side): number {
  const row = s.support[space]!;
  return Math.max(0, SPACES[space]!.stability - (row[side] - row[other(side)]));
}

/** Add exactly enough SPs for `side` to control a space. */
export function takeControl(s: GameState, card: number, side: Side, space: number): void {
  const n = neededForControl(s, space, side);
  if (n > 0) addSupportTo(s, card, side, space, n);
}

export function ops(card: number): number {
  return CARDS[card]!.ops;
}

// ---------------------------------------------------------------- a choice among named options

/** A frame that asks one player to pick one of a few named options ('select' actions). */
export interface ChoiceFrame extends Frame {
  side: Side;
  options: string[];
  data: Record<string, string | number | boolean | number[] | string[]>;
}

export interface ChoiceHandler {
  rule: string;
  /** called with the chosen value; the frame is already off the stack */
  onSelect(s: GameState, f: ChoiceFrame, value: string): void;
  /** 'done' is also legal (the player may decline) */
  optional?: boolean;
  /** called when the player declines */
  onDone?(s: GameState, f: ChoiceFrame): void;
}

/** Register a choice frame kind, e.g. 'card57:country'. */
export function registerChoice(kind: string, h: ChoiceHandler): void {
  registerFrame<ChoiceFrame>(kind, {
    advance(s, f) {
      if (f.options.length > 0) return true;
      pop(s, f);
      h.onDone?.(s, f);
      return false;
    },
    prompt: (s, f): Prompt => ({ side: f.side, kind, rule: h.rule, params: { options: f.options, ...f.data } }),
    actions: (s, f) => [
      ...f.options.map((value): Action => ({ side: f.side, type: 'select', value })),
      ...(h.optional ? [{ side: f.side, type: 'done' } as Action] : []),
    ],
    act(s, f, a) {
      pop(s, f);
      if (a.type === 'select') h.onSelect(s, f, a.value);
      else h.onDone?.(s, f);
    },
  });
}

export function choiceFrame(kind: string, side: Side, options: string[], data: ChoiceFrame['data'] = {}): ChoiceFrame {
  return { kind, side, options, data };
}
