/**
 * Finality (docs/design.md "Randomness, undo, save, load"): the engine itself says which actions can
 * never be taken back. An action is final when during it
 *  - a die was rolled (rigged dice included), the generator was consumed, a pile was shuffled,
 *  - a card was drawn or dealt from a pile,
 *  - a hidden card of the other side was shown to the side that acted (it left his hand for a
 *    place the actor can see, or the public log named a card he still holds, or his
 *    power-struggle hand was laid open),
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
import { other } from './board';
import { allHooks } from './hooks';
import type { AppliedState, Finality, GameState, Side } from './types';

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
  /** strategy cards named by the log entries of this action, once per mention (`noteLogged`) */
  named: number[];
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
  named: [],
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
  context.named.length = 0;
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

/** Strategy-card numbers a log entry names (the engine's parameter names for cards). */
const CARD_PARAMS: ReadonlySet<string> = new Set(['card', 'cards', 'discarded', 'given', 'taken', 'revealed', 'drawn']);

/**
 * Called by `log` for each parameter of an entry it adds: the strategy cards an entry of the action
 * under way names are kept for `revealedTo` (no-op outside `apply`).
 */
export function noteLogged(s: GameState, param: string, value: unknown): void {
  if (!CARD_PARAMS.has(param)) return;
  const c = contextOf(s);
  if (!c) return;
  if (typeof value === 'number') c.named.push(value);
  else if (Array.isArray(value)) for (const v of value) if (typeof v === 'number') c.named.push(v);
}

/** How many of the cards named in the log during the action `held` holds and `heldBefore` held. */
function namedHeld(named: readonly number[], held: readonly number[], heldBefore: readonly number[]): number {
  let n = 0;
  for (const v of named) if (held.includes(v) && heldBefore.includes(v)) n++;
  return n;
}

function strategyHidden(s: GameState, side: Side): readonly number[] {
  const aside = s.setAside[side];
  return aside.length === 0 ? s.hands[side] : [...s.hands[side], ...aside];
}

function psHidden(s: GameState, side: Side): number[] {
  return [...(s.ps?.hands[side] ?? []), ...(s.family?.psHands[side] ?? [])];
}

function psOpenTo(s: GameState, owner: Side): boolean {
  return s.ps !== null && !allHooks(s, 'revealsPowerStruggleHand', (h, e) => !h(s, e, owner));
}

/** How many hidden cards of the other side the acting side saw for the first time. */
function revealedTo(before: GameState, after: GameState, actor: Side, named: readonly number[]): number {
  const owner = other(actor);
  let n = 0;
  // a card he still holds named in the public log
  const heldBefore = strategyHidden(before, owner);
  const held = after.hands[owner] === before.hands[owner] && after.setAside[owner] === before.setAside[owner] ? heldBefore : strategyHidden(after, owner);
  if (heldBefore.length > 0 && named.length > 0) n += namedHeld(named, held, heldBefore);
  // states share unchanged parts (copy-on-write): unchanged hands, set-aside cards, power
  // struggle and family cards hide what they hid
  if (held === heldBefore && before.ps === after.ps && before.family === after.family) return n;
  // strategy cards that left the other side's hand or set-aside for anywhere but a draw pile
  const fam = after.family;
  for (const c of heldBefore)
    if (!held.includes(c) && !after.drawPile.includes(c) && !(fam && (fam.drawPiles.communist.includes(c) || fam.drawPiles.democrat.includes(c)))) n++;
  // power-struggle cards that left his hand for anywhere but the deck
  const psNow = psHidden(after, owner);
  for (const c of psHidden(before, owner)) if (!psNow.includes(c) && !after.ps?.deck.includes(c) && !fam?.psDrawPile.includes(c)) n++;
  // his power-struggle hand laid open (Securitate)
  if (after.ps && after.ps.hands[owner].length > 0 && psOpenTo(after, owner) && !(before.ps && psOpenTo(before, owner))) n++;
  return n;
}

/** Called by `apply` when the action is done: declare its finality in the state it returns (`d`, typed as having it). */
export function endAction(before: GameState, d: GameState): AppliedState {
  const c = contextOf(d);
  if (!c) throw new Error('endAction without beginAction');
  working = null;
  const revealed = revealedTo(before, d, c.side, c.named);
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
