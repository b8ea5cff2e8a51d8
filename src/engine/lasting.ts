/**
 * Lasting effects (2.2.5, 7.2) start and end here, and nowhere else. How long one lasts comes
 * from its card's data: `lasting: 'turn'` ends with the turn (frames/turn.ts), `'game'` lasts
 * until a hook of the card says it is used up (hooks.ts) or an event ends it (`endEffect`).
 */
import { pileOf } from './cow';
import { setDisposition } from './frames/disposition';
import { addEffect, endEffects } from './hooks';
import { log } from './log';
import type { Side } from './data';
import type { GameState, LastingEffect } from './types';

/** A lasting effect of `card` comes into force for `side` (7.2); its hooks are the card's own. */
export function startEffect(s: GameState, card: number, side: Side, data?: LastingEffect['data']): void {
  addEffect(s, data ? { card, side, data } : { card, side });
  log(s, 'effectStarts', { card, side });
}

/** The lasting effects of `card` end (`by`: the card whose event ends them, if another). */
export function endEffect(s: GameState, card: number, by?: number): void {
  const ending = s.effects.filter((e) => e.card === card);
  if (ending.length === 0) return;
  endEffects(s, (e) => e.card === card);
  for (const e of ending) log(s, 'effectEnds', by === undefined ? { card, side: e.side } : { card, side: e.side, by });
}

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
