/** Small building blocks shared by the Early Year events: space filters, taking control, one-space choices. */
import { pileOf } from '../../cow';
import { addSupport, countrySpaces, isInPlay, other } from '../../board';
import { SPACES, type CountryId, type Side, type Socio } from '../../data';
import { setDisposition } from '../../frames/cardPlay';
import { log } from '../../log';
import { pop, registerFrame } from '../../machine';
import { opsValue } from '../../ops';
import type { Action, Frame, GameState } from '../../types';

/** Spaces still on the map that satisfy `pred`. */
export function spacesWhere(s: GameState, pred: (i: number) => boolean): number[] {
  return SPACES.map((x) => x.index).filter((i) => isInPlay(s, i) && pred(i));
}

/** Spaces of a socio-economic type, optionally only in one country. */
export function spacesOfType(s: GameState, socio: Socio, country?: CountryId): number[] {
  const pool = country ? countrySpaces(s, country) : spacesWhere(s, () => true);
  return pool.filter((i) => SPACES[i]!.socio === socio);
}

/** A card's Ops value for an event that uses it (7.3.3: the resolving side's modifiers apply). */
export function eventOps(s: GameState, side: Side, card: number): number {
  return opsValue(s, side, { card, use: 'event' });
}

/** Add exactly enough SPs of `side` to control `space` (2.1.7); returns how many were added. */
export function takeControl(s: GameState, side: Side, space: number): number {
  const row = s.support[space]!;
  const needed = Math.max(0, row[other(side)] + SPACES[space]!.stability - row[side]);
  addSupport(s, space, side, needed);
  return needed;
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
  registerFrame<SpaceChoiceFrame>(kind, {
    advance(s, f) {
      if (f.spaces.some((i) => isInPlay(s, i))) return true;
      pop(s, f);
      return false;
    },
    prompt: (s, f) => ({ side: f.side, kind, rule: `card ${f.card}`, params: { card: f.card } }),
    actions: (s, f) =>
      f.spaces.filter((i) => isInPlay(s, i)).map((i): Action => ({ side: f.side, type: h.type, space: SPACES[i]!.id })),
    act(s, f, a) {
      pop(s, f);
      h.chosen(s, f, SPACES.findIndex((x) => x.id === (a as { space: string }).space));
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

/** Change a side's SPs in one space and log it as part of a card's event. */
export function changeSupport(s: GameState, card: number, space: number, side: Side, delta: number): void {
  const d = Math.max(delta, -s.support[space]![side]);
  if (d === 0) return;
  addSupport(s, space, side, d);
  log(s, d > 0 ? 'eventAddSupport' : 'eventRemoveSupport', { card, side, space: SPACES[space]!.id, count: Math.abs(d) });
}

export { gainVp } from '../common';

/** A lasting event's card waits beside the map (in play) instead of leaving with its play (7.2). */
export function keepInPlay(s: GameState, card: number): void {
  setDisposition(s, card, 'keep');
}

/** The lasting effect is over: its card leaves play for the discard pile or the box. */
export function leavePlay(s: GameState, card: number, to: 'discard' | 'removed'): void {
  const i = s.inPlay.indexOf(card);
  if (i < 0) return;
  pileOf(s, 'inPlay').splice(i, 1);
  pileOf(s, to).push(card);
  log(s, to === 'removed' ? 'cardRemoved' : 'cardDiscarded', { card });
}
