/**
 * Lasting effects change core rules only through these hooks (docs/design.md "Cards are data plus small
 * scripts"). A card registers the hooks of its effect; core rules ask the hooks of every effect in
 * force and never test for a particular card.
 */
import type { CountryId, Side } from './data';
import type { CardUse, Frame, GameState, LastingEffect } from './types';

export interface OpsContext {
  /** the card whose Ops are being valued, or null for a free check (6.3.5 box 6) */
  card: number | null;
  use: CardUse | 'free-check' | 'event';
  /**
   * 11.1: the player has committed every Op of this placement or these support checks to one
   * country (set when he accepts an `opsCommitment` offer, or when the frame is confined there)
   */
  committedTo?: CountryId;
}

/**
 * What a hook that watches card plays says of its effect: true keeps it (past a moment its duration
 * would end it at), false ends it (used up), 'cancelled' ends it as cancelled by the card just
 * played (announced with that card), nothing leaves it to its duration (src/engine/lasting.ts).
 */
export type PlayVerdict = boolean | void | 'cancelled';

export interface EffectHooks {
  /** 7.3: added to the Ops value of cards of `side` (aggregated; minimum 1 per 7.3.2) */
  opsModifier?(s: GameState, e: LastingEffect, side: Side, ctx: OpsContext): number;
  /** 6.2.4: extra die-roll modifier of a support check */
  supportCheckModifier?(s: GameState, e: LastingEffect, side: Side, space: number): number;
  /** false forbids `side` to target `space` with a support check */
  canCheck?(s: GameState, e: LastingEffect, side: Side, space: number): boolean;
  /**
   * 7.3 / 11.1: a country where `side` may commit all the Ops of one placement or one set of
   * support checks (6.1, 6.2, and those granted by events, 7.4) for a better Ops value; the value
   * itself comes from `opsModifier` reading `ctx.committedTo`. Null offers nothing.
   */
  opsCommitment?(s: GameState, e: LastingEffect, side: Side): CountryId | null;
  /** 6.1.3: the Ops cost for `side` to place 1 SP with Ops in `space`, given the cost so far */
  placementCost?(s: GameState, e: LastingEffect, side: Side, space: number, cost: number): number;
  /** false forbids `side` to place SPs with Ops in `space` */
  canPlace?(s: GameState, e: LastingEffect, side: Side, space: number): boolean;
  /** 6.3.1: extra Tiananmen Square attempt modifier */
  tiananmenModifier?(s: GameState, e: LastingEffect, side: Side): number;
  /** 4.1: action rounds of `side` this turn, given the current number */
  actionRounds?(s: GameState, e: LastingEffect, side: Side, rounds: number): number;
  /** 4.5.2: a frame that takes the place of `side`'s action round (he holds cards), or null */
  replaceActionRound?(s: GameState, e: LastingEffect, side: Side): Frame | null;
  /** 4.5.2 / 5.1: true lets `side` pass this action round instead of playing a card */
  mayPassActionRound?(s: GameState, e: LastingEffect, side: Side): boolean;
  /** 5.1: false forbids `side` to play `card` for `use` in an action round */
  canPlayCard?(s: GameState, e: LastingEffect, side: Side, card: number, use: CardUse): boolean;
  /**
   * 4.5.2: called when an action round of `side` in which he played a card has ended; may push
   * frames. An effect that lasted to the end of that round has just ended (lasting.ts): this is its last act.
   */
  afterActionRound?(s: GameState, e: LastingEffect, side: Side): void;
  /** 7.5: true forbids `card` as an event */
  blocksEvent?(s: GameState, e: LastingEffect, card: number): boolean;
  /** 4.5.1: the hand size `side` is dealt up to at the start of a turn, given the size so far */
  handSize?(s: GameState, e: LastingEffect, side: Side, size: number): number;
  /** 8.1.2: adjust the dealt power-struggle hands (before they are looked at) */
  adjustDeal?(s: GameState, e: LastingEffect, country: CountryId): void;
  /** true shows the power-struggle hand of `side` to his opponent (the struggle is running: s.ps) */
  revealsPowerStruggleHand?(s: GameState, e: LastingEffect, side: Side): boolean;
  /** 8.4.1: extra aftermath modifier for the winner */
  aftermathModifier?(s: GameState, e: LastingEffect, winner: Side): number;
  /** 10.4: VP added at final scoring (positive toward the Democrat) */
  finalScoringModifier?(s: GameState, e: LastingEffect): number;
  /** 10.3: true when the game ends as soon as the power struggle under way is over */
  endsGameAfterPowerStruggle?(s: GameState, e: LastingEffect): boolean;
  /** called after each power struggle; return false to end the effect (an `until-power-struggle`
   * effect without this hook ends after the next power struggle, src/engine/lasting.ts) */
  afterPowerStruggle?(s: GameState, e: LastingEffect, country: CountryId): boolean;
  /** called after each support check `side` rolls in `space` (6.2), success or not; return false to end the effect */
  afterSupportCheck?(s: GameState, e: LastingEffect, side: Side, space: number): boolean;
  /** 4.5.5: called after Verify Held Cards (4.5.4), before the turn ends; may push frames (e.g. to end the game) */
  atTurnEndCheck?(s: GameState, e: LastingEffect): void;
  /** 5.1: called when `side` plays `card` in an action round, before the play is carried out (`PlayVerdict`) */
  onCardPlayed?(s: GameState, e: LastingEffect, side: Side, card: number, use: CardUse): PlayVerdict;
  /**
   * 5.2 / 6.3.5 box 8: called when `side`, having played `card` for Ops, decides whether its
   * event comes before or after the Ops, or not at all (`PlayVerdict`; nothing keeps the effect)
   */
  onEventTiming?(s: GameState, e: LastingEffect, side: Side, card: number, when: 'before' | 'after' | 'skip'): PlayVerdict;
  /** called before every step of the machine, to react at once to a board position (e.g. a space
   * coming under control); return false to end the effect */
  watch?(s: GameState, e: LastingEffect): boolean;
}

const HOOKS: Record<number, EffectHooks> = {};
/** The kinds of hook each card's effect has, listed once (the index below is built from them). */
const HOOK_KINDS: Record<number, (keyof EffectHooks)[]> = {};

export function registerEffectHooks(card: number, hooks: EffectHooks): void {
  HOOKS[card] = hooks;
  HOOK_KINDS[card] = (Object.keys(hooks) as (keyof EffectHooks)[]).filter((k) => hooks[k] !== undefined);
}

export function hooksOf(e: LastingEffect): EffectHooks {
  return HOOKS[e.card] ?? {};
}

/** The `key` hook of an effect listed by `effectsWith(s, key)` (which only lists effects that have it). */
export function hook<K extends keyof EffectHooks>(e: LastingEffect, key: K): Required<EffectHooks>[K] {
  const h = HOOKS[e.card]?.[key];
  if (h === undefined) throw new Error(`the effect of card ${e.card} has no ${key} hook`);
  return h as Required<EffectHooks>[K];
}

/**
 * The effects in force indexed by hook kind. The list of effects in force is never changed in
 * place (a change makes a new list, src/engine/cow.ts), so each list is indexed once, in one pass
 * over its effects, and a query never looks at effects without that hook.
 */
type HookIndex = Map<keyof EffectHooks, LastingEffect[]>;
const INDEX = new WeakMap<LastingEffect[], HookIndex>();
/** Not frozen: a frozen array beside the index's plain ones makes every loop over them slower. */
const NONE: readonly LastingEffect[] = [];

function indexEffects(list: LastingEffect[]): HookIndex {
  const index: HookIndex = new Map();
  for (const e of list) {
    const kinds = HOOK_KINDS[e.card];
    if (kinds === undefined) continue;
    for (const key of kinds) {
      const withKey = index.get(key);
      if (withKey) withKey.push(e);
      else index.set(key, [e]);
    }
  }
  return index;
}

/** The index of the list asked last (most queries in a row ask about the same list). */
let lastList: LastingEffect[] | null = null;
let lastIndex: HookIndex = new Map();

/** The effects in force that have hook `key`, in the order they came into force. */
export function effectsWith(s: GameState, key: keyof EffectHooks): readonly LastingEffect[] {
  const list = s.effects;
  if (list.length === 0) return NONE;
  if (list !== lastList) {
    let index = INDEX.get(list);
    if (!index) INDEX.set(list, (index = indexEffects(list)));
    lastList = list;
    lastIndex = index;
  }
  return lastIndex.get(key) ?? NONE;
}

/** Sum a numeric hook over all effects in force. */
export function sumHooks<K extends keyof EffectHooks>(s: GameState, key: K, call: (h: Required<EffectHooks>[K], e: LastingEffect) => number): number {
  let total = 0;
  for (const e of effectsWith(s, key)) total += call(hook(e, key), e);
  return total;
}

/** True unless some effect's hook returns false. */
export function allHooks<K extends keyof EffectHooks>(s: GameState, key: K, call: (h: Required<EffectHooks>[K], e: LastingEffect) => boolean): boolean {
  for (const e of effectsWith(s, key)) if (!call(hook(e, key), e)) return false;
  return true;
}

/**
 * The list of effects in force changes only here: it is replaced, never changed in place, since it
 * is indexed by hook kind above. Rules start and end effects through src/engine/lasting.ts.
 */
export function addEffect(s: GameState, e: LastingEffect): void {
  s.effects = [...s.effects, e];
}

/** The effects in force for which `ends` is true end. */
export function endEffects(s: GameState, ends: (e: LastingEffect) => boolean): void {
  if (s.effects.some(ends)) s.effects = s.effects.filter((e) => !ends(e));
}
