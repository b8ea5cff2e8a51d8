/**
 * Lasting effects (2.2.5, 7.2) start and end here. How long one lasts is its card's `lasting`
 * kind in the card data (data/types.ts `LastingKinds`); the core announces the moments that may
 * end them (the end of a turn or of an action round, a card played, a power struggle over, a
 * support check rolled) and `endsAt` below, one exhaustive switch over the kinds, says which end
 * then. A card's hooks never end its own effect by its duration; they may only
 *  - keep an effect waiting past its moment (`afterPowerStruggle` of an `until-power-struggle`
 *    effect, #102 waits for one in the Balkans; `onCardPlayed` of a `next-action-round` one);
 *  - report an `until-used` effect used (`afterSupportCheck`, #9, #30; `watch`; `onEventTiming`);
 *  - cancel it, as another card's event does (`endEffect`).
 * A card that waits beside the map (`lastingBesideMap` in events/steps.ts) leaves play when its
 * effect ends: for the box if its event has an asterisk, else for the discard pile (7.2).
 */
import { CARDS, type CountryId, type Lasting, type Side } from './data';
import { addEffect, effectsWith, endEffects, hook, hooksOf, type EffectHooks, type PlayVerdict } from './hooks';
import { log } from './log';
import type { CardUse, GameState, LastingEffect } from './types';
import { isOnTable, leaveTable } from './zones';

/**
 * A lasting effect of `card` comes into force for `side` (7.2); its hooks are the card's own. One
 * that lasts through the next turn keeps that turn's number (`data.turn`), which `endsAt` reads.
 */
export function startEffect(s: GameState, card: number, side: Side, data?: LastingEffect['data']): void {
  const kept = kindOf(card) === 'next-turn' ? { turn: s.turn + 1, ...data } : data;
  addEffect(s, kept ? { card, side, data: kept } : { card, side });
  log(s, 'effectStarts', { card, side });
}

const kindOf = (card: number): Lasting => CARDS[card]?.lasting ?? null;

/** The moments the core announces at which an effect may end by its duration. */
export type Moment =
  | { at: 'turn-end' }
  | { at: 'action-round-end'; side: Side }
  | { at: 'card-played'; side: Side }
  | { at: 'power-struggle'; country: CountryId }
  | { at: 'support-check'; side: Side; space: number };

/**
 * 7.2: whether effect `e` ends at `m` by its duration alone. Every kind the card data declares is a
 * case: a new kind fails to compile here (and, reaching this at run time, throws) until it is handled.
 */
export function endsAt(s: GameState, e: LastingEffect, m: Moment, kind: Lasting = kindOf(e.card)): boolean {
  switch (kind) {
    case null:
    case 'game':
    case 'until-cancelled':
    case 'until-used':
      return false;
    case 'turn':
      return m.at === 'turn-end';
    case 'next-turn':
      return m.at === 'turn-end' && s.turn >= (typeof e.data?.turn === 'number' ? e.data.turn : 0);
    case 'end-of-action-round':
      return m.at === 'action-round-end';
    case 'next-action-round':
      return m.at === 'card-played' && m.side !== e.side;
    case 'until-power-struggle':
      return m.at === 'power-struggle';
    default:
      return unhandled(kind);
  }
}

function unhandled(kind: never): never {
  throw new Error(`lasting.ts does not end effects that last "${String(kind)}"`);
}

/** The card leaves play for the discard pile or the box. */
export function leavePlay(s: GameState, card: number, to: 'discard' | 'removed'): void {
  if (!leaveTable(s, card, to)) return;
  log(s, to === 'removed' ? 'cardRemoved' : 'cardDiscarded', { card });
}

/** Kinds whose card may wait beside the map until the effect ends. */
const MAY_WAIT = new Set(['until-used', 'until-cancelled', 'until-power-struggle']);

/** Whether `card` waits beside the map for its effect to end. */
const waitsBesideMap = (s: GameState, card: number): boolean => MAY_WAIT.has(CARDS[card]?.lasting ?? '') && isOnTable(s, card);

/** The card of an effect that has ended leaves its place beside the map, if it waited there (7.2). */
function sendOn(s: GameState, card: number): void {
  if (waitsBesideMap(s, card)) leavePlay(s, card, CARDS[card]!.removeAfterEvent ? 'removed' : 'discard');
}

/**
 * These effects end. One whose card waited beside the map is announced, and its card leaves play;
 * the others end quietly (their card or the moment says enough: a turn's end, a hook's own line).
 */
function finish(s: GameState, over: readonly LastingEffect[]): void {
  // an effect its hook has cancelled already (`endEffect`) is not ended twice
  const ending = over.filter((e) => s.effects.includes(e));
  if (ending.length === 0) return;
  endEffects(s, (e) => ending.includes(e));
  for (const e of ending) {
    if (!waitsBesideMap(s, e.card)) continue;
    log(s, 'effectEnds', { card: e.card, side: e.side });
    sendOn(s, e.card);
  }
}

/** One effect ends at its moment, announced (the end of an action round: its follow-up comes next). */
function endOne(s: GameState, e: LastingEffect): void {
  endEffects(s, (x) => x === e);
  log(s, 'effectEnds', { card: e.card, side: e.side });
  sendOn(s, e.card);
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

/** 4.5.5: the turn is over: effects that last this turn (or through it, as the next turn) end. */
export function turnEnds(s: GameState): void {
  if (s.effects.length === 0) return;
  finish(
    s,
    s.effects.filter((e) => endsAtTurnEnd(s, e)),
  );
}

/** Whether a lasting effect ends with this turn (7.2: its card's duration says so). */
export const endsAtTurnEnd = (s: GameState, e: LastingEffect): boolean => endsAt(s, e, { at: 'turn-end' });

/**
 * 4.5.2: an action round of `side` in which he played a card has ended. Effects that last to the
 * end of the round end, announced; then the `afterActionRound` hooks act, in the order their effects
 * came into force (the follow-up of an effect just ended is its last act, #41).
 */
export function actionRoundEnds(s: GameState, side: Side): void {
  const list = s.effects;
  if (list.length === 0) return;
  const m: Moment = { at: 'action-round-end', side };
  for (const e of list) {
    const after = hooksOf(e).afterActionRound;
    const over = endsAt(s, e, m);
    if (!after && !over) continue;
    if (over) endOne(s, e);
    after?.(s, e, side);
  }
}

/**
 * 5.1: `side` has played `card` for `use` in an action round. An effect that lasts to the
 * opponent's next card play ends now; a hook that reacts may keep it waiting (true), report it
 * used up (false) or cancelled by that card ('cancelled').
 */
export function cardPlayed(s: GameState, side: Side, card: number, use: CardUse): void {
  if (s.effects.length === 0) return;
  const m: Moment = { at: 'card-played', side };
  settle(
    s,
    card,
    s.effects,
    (e) => hooksOf(e).onCardPlayed?.(s, e, side, card, use),
    (e) => endsAt(s, e, m),
  );
}

/**
 * 5.2 / 6.3.5 box 8: `side`, having played `card` for Ops, has decided when its event comes (or
 * that it does not): effects waiting for that answer may be used up or cancelled by it.
 */
export function eventTimingChosen(s: GameState, side: Side, card: number, when: 'before' | 'after' | 'skip'): void {
  const waiting = effectsWith(s, 'onEventTiming');
  if (waiting.length === 0) return;
  settle(
    s,
    card,
    waiting,
    (e) => hook(e, 'onEventTiming')(s, e, side, card, when),
    () => false,
  );
}

/**
 * The effects of `list` whose hook's verdict on the play of `card` (or, given none, their
 * duration) ends them, end: used up or over quietly, cancelled announced with that card.
 */
function settle(
  s: GameState,
  card: number,
  list: readonly LastingEffect[],
  verdict: (e: LastingEffect) => PlayVerdict,
  over: (e: LastingEffect) => boolean,
): void {
  const ending: LastingEffect[] = [];
  const cancelled: LastingEffect[] = [];
  for (const e of list) {
    const v = verdict(e);
    if (v === 'cancelled') cancelled.push(e);
    else if (v === undefined ? over(e) : !v) ending.push(e);
  }
  for (const e of cancelled) endEffect(s, e.card, card);
  finish(s, ending);
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
  const m: Moment = { at: 'power-struggle', country };
  const ending = s.effects.filter((e) => {
    const own = hooksOf(e).afterPowerStruggle;
    if (own) return !own(s, e, country);
    return endsAt(s, e, m);
  });
  finish(s, ending);
}
