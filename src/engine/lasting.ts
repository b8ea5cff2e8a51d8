/**
 * Lasting effects (2.2.5, 7.2) start and end here. How long one lasts is its card's `lasting`
 * kind in the card data; the core announces the moments that end them (the end of a turn, a
 * support check rolled, a power struggle over) and this module ends the effects whose time has
 * come, and sends on the cards that waited beside the map for them:
 *  - `turn`: ends with the turn (or when the card's own `onTurnEnd` hook says so, e.g. #65);
 *  - `until-power-struggle`: ends after the next power struggle, unless the card's own
 *    `afterPowerStruggle` hook keeps it waiting (#102 waits for one in the Balkans);
 *  - `until-used`: ends when the card's hook reports it used (e.g. `afterSupportCheck`, #9, #30);
 *  - `until-cancelled` and `game`: end only when an event or a hook ends them (`endEffect`).
 * A card that waits beside the map (`lastingBesideMap` in events/steps.ts) leaves play when its effect ends: for the
 * box if its event has an asterisk, else for the discard pile (7.2).
 */
import { pileOf } from './cow';
import { CARDS, type CountryId, type Side } from './data';
import { addEffect, effectsWith, endEffects, hook, hooksOf, type EffectHooks } from './hooks';
import { log } from './log';
import type { GameState, LastingEffect } from './types';

/** A lasting effect of `card` comes into force for `side` (7.2); its hooks are the card's own. */
export function startEffect(s: GameState, card: number, side: Side, data?: LastingEffect['data']): void {
  addEffect(s, data ? { card, side, data } : { card, side });
  log(s, 'effectStarts', { card, side });
}

/** The card leaves play for the discard pile or the box. */
export function leavePlay(s: GameState, card: number, to: 'discard' | 'removed'): void {
  const i = s.inPlay.indexOf(card);
  if (i < 0) return;
  pileOf(s, 'inPlay').splice(i, 1);
  pileOf(s, to).push(card);
  log(s, to === 'removed' ? 'cardRemoved' : 'cardDiscarded', { card });
}

/** Kinds whose card may wait beside the map until the effect ends. */
const MAY_WAIT = new Set(['until-used', 'until-cancelled', 'until-power-struggle']);

/** Whether `card` waits beside the map for its effect to end. */
const waitsBesideMap = (s: GameState, card: number): boolean => MAY_WAIT.has(CARDS[card]?.lasting ?? '') && s.inPlay.includes(card);

/** The card of an effect that has ended leaves its place beside the map, if it waited there (7.2). */
function sendOn(s: GameState, card: number): void {
  if (waitsBesideMap(s, card)) leavePlay(s, card, CARDS[card]!.removeAfterEvent ? 'removed' : 'discard');
}

/**
 * These effects end. One whose card waited beside the map is announced, and its card leaves play;
 * the others end quietly (their card or the moment says enough: a turn's end, a hook's own line).
 */
function finish(s: GameState, ending: readonly LastingEffect[]): void {
  if (ending.length === 0) return;
  endEffects(s, (e) => ending.includes(e));
  for (const e of ending) {
    if (!waitsBesideMap(s, e.card)) continue;
    log(s, 'effectEnds', { card: e.card, side: e.side });
    sendOn(s, e.card);
  }
}

/** The lasting effects of `card` end now, cancelled (`by`: the card whose event ends them, if another). */
export function endEffect(s: GameState, card: number, by?: number): void {
  const ending = s.effects.filter((e) => e.card === card);
  if (ending.length === 0) return;
  endEffects(s, (e) => e.card === card);
  for (const e of ending) log(s, 'effectEnds', by === undefined ? { card, side: e.side } : { card, side: e.side, by });
  sendOn(s, card);
}

/**
 * Ask a hook of every effect that has it (the effects in force when the call begins); an effect
 * whose call returns false is over (used up, or its moment has come) and ends here.
 */
export function endWhereHooksSay<K extends keyof EffectHooks>(s: GameState, key: K, call: (h: Required<EffectHooks>[K], e: LastingEffect) => boolean): void {
  finish(
    s,
    effectsWith(s, key).filter((e) => !call(hook(e, key), e)),
  );
}

// ---------------------------------------------------------------- the moments the core announces

/** 4.5.5: the turn is over: effects that last this turn end (and those whose hook says so). */
export function turnEnds(s: GameState): void {
  finish(
    s,
    s.effects.filter((e) => endsAtTurnEnd(s, e)),
  );
}

/** Whether a lasting effect ends with this turn: its card says so (7.2), or its own hook does. */
export function endsAtTurnEnd(s: GameState, e: LastingEffect): boolean {
  return CARDS[e.card]?.lasting === 'turn' || hooksOf(e).onTurnEnd?.(s, e) === false;
}

/** 6.2: `side` has rolled a support check in `space`: effects that react to it, or are used up by it. */
export function supportCheckRolled(s: GameState, side: Side, space: number): void {
  endWhereHooksSay(s, 'afterSupportCheck', (h, e) => h(s, e, side, space));
}

/**
 * 8.5: a power struggle in `country` is over. An effect that lasts until a power struggle ends
 * now, unless its own hook keeps it waiting; other effects' hooks may react (and end them).
 */
export function powerStruggleOver(s: GameState, country: CountryId): void {
  const ending = s.effects.filter((e) => {
    const own = hooksOf(e).afterPowerStruggle;
    if (own) return !own(s, e, country);
    return CARDS[e.card]?.lasting === 'until-power-struggle';
  });
  finish(s, ending);
}
