/**
 * Finality (docs/design.md "Randomness, undo, save, load"): the engine itself says which actions can
 * never be taken back. An action is final when during it
 *  - a die was rolled (rigged dice included), the generator was consumed, a pile was shuffled,
 *  - a card was drawn or dealt from a pile,
 *  - a hidden card of the other side was shown to the side that acted, as the zones record it
 *    (it left his hand for a place the actor can see, the actor has now seen it in his hand, or his
 *    power-struggle hand was laid open: `cardsShownTo`, src/engine/zones/projections.ts),
 *  - the outcome told the acting side something about the other side's hidden cards, whatever it
 *    showed: a reveal (even of no card, #46), a choice of his cards skipped because he had none to
 *    choose ("no card to discard", #44), a look at the hands for scoring cards (4.5.4) — `disclose`,
 *  - the decision passed to the other side (a handover), or the game ended.
 * Undoing such an action would let a player re-roll, re-draw or forget what he was shown.
 *
 * `apply` declares it in `state.finality` of the state it returns; the store's undo reads only
 * that. The per-action bookkeeping (the acting side, the action's fresh entropy, the counts) lives
 * in a context keyed by the working copy, never in the state itself.
 */
import type { AppliedState, Finality, GameState, Side } from './types';
import { cardsShownTo } from './zones/projections';

export type { Finality } from './types';

interface ActionContext {
  side: Side;
  /** fresh entropy recorded with the action; mixed into the generator at its first use */
  entropy: string | undefined;
  mixed: boolean;
  dice: number;
  draws: number;
  shuffles: number;
  random: boolean;
  disclosed: boolean;
}

/**
 * The action being applied: `apply` is never re-entered, so one context at a time, tied to the
 * working copy it belongs to (a state that is not that copy has no action under way).
 */
let working: GameState | null = null;
/** The context of the action under way: one object, reset for each action. */
const context: ActionContext = {
  side: 'communist',
  entropy: undefined,
  mixed: false,
  dice: 0,
  draws: 0,
  shuffles: 0,
  random: false,
  disclosed: false,
};
const contextOf = (s: GameState): ActionContext | undefined => (working === s ? context : undefined);

/** Called by `apply` on its working copy before the action is taken. */
export function beginAction(d: GameState, side: Side, entropy: string | undefined): void {
  working = d;
  context.side = side;
  context.entropy = entropy;
  context.mixed = false;
  context.dice = 0;
  context.draws = 0;
  context.shuffles = 0;
  context.random = false;
  context.disclosed = false;
}

/**
 * The rules looked at `owner`'s hidden cards and the outcome is public, whatever it is: a reveal
 * (of none as well), a decision of his skipped because no card of his qualified, a look at the
 * hands. When the acting side is not the owner, the action is final (no-op outside `apply`).
 */
export function disclose(s: GameState, owner: Side): void {
  const c = contextOf(s);
  if (c && c.side !== owner) c.disclosed = true;
}

/** Count a die, a draw or a shuffle of the action being applied (no-op outside `apply`, e.g. at setup). */
export function noteRandomness(s: GameState, what: 'dice' | 'draws' | 'shuffles', n = 1): void {
  const c = contextOf(s);
  if (c) c[what] += n;
}

/**
 * The action's entropy, handed out once: the generator mixes it into its state at its first
 * use within the action. Also records that the generator was used.
 */
export function takeEntropy(s: GameState): string | undefined {
  const c = contextOf(s);
  if (!c) return undefined;
  c.random = true;
  if (c.mixed || c.entropy === undefined) return undefined;
  c.mixed = true;
  return c.entropy;
}

/** Whether the action being applied carries fresh entropy (then draws are random, not from the top). */
export function actionHasEntropy(s: GameState): boolean {
  return contextOf(s)?.entropy !== undefined;
}

/** Called by `apply` when the action is done: declare its finality in the state it returns (`d`, typed as having it). */
export function endAction(before: GameState, d: GameState): AppliedState {
  const c = contextOf(d);
  if (!c) throw new Error('endAction without beginAction');
  working = null;
  const revealed = cardsShownTo(before, d, c.side);
  const handover = d.prompt?.side !== c.side;
  const over = d.result !== null;
  const finality: Finality = {
    side: c.side,
    final: c.dice > 0 || c.draws > 0 || c.shuffles > 0 || c.random || revealed > 0 || c.disclosed || handover || over,
    dice: c.dice,
    draws: c.draws,
    shuffles: c.shuffles,
    random: c.random,
    revealed,
    disclosed: c.disclosed,
    handover,
    over,
  };
  // the same object, now typed as saying it
  return Object.assign(d, { finality });
}
