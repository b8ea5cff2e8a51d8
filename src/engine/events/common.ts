/** Building blocks shared by the events of all three decks. */
import type { Side } from '../data';
import { log } from '../log';
import type { GameState, LastingEffect } from '../types';

/** VP gained by `side` because of an event (the VP track is positive toward the Democrat, 2.1.10). */
export function gainVp(s: GameState, card: number, side: Side, vp: number): void {
  s.vp += side === 'democrat' ? vp : -vp;
  log(s, 'eventVp', { card, side, vp, total: s.vp });
}

/** A lasting effect of `card` comes into force for `side` (7.2); its hooks are the card's own. */
export function startEffect(s: GameState, card: number, side: Side, data?: LastingEffect['data']): void {
  s.effects.push(data ? { card, side, data } : { card, side });
  log(s, 'effectStarts', { card, side });
}
