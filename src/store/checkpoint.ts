/**
 * Undo may go back only to the last checkpoint (DESIGN.md): an action after which a die was
 * rolled, cards were drawn, dealt, shuffled or revealed, or the other player had to decide.
 * Undoing past one would let a player re-roll or peek, so such an action is final.
 */
import { logEntries, logLength, type GameState, type Side } from '../engine';

/** Log entries that show a player something he did not know before. */
const REVEALING = new Set(['cardsRevealed', 'randomDiscard', 'cardGiven', 'psCardsTaken']);

export function isCheckpoint(before: GameState, after: GameState): boolean {
  if (after.result) return true;
  if (JSON.stringify(before.rng.state) !== JSON.stringify(after.rng.state)) return true;
  if (before.rigDice.length !== after.rigDice.length) return true;
  if (before.drawPile.length !== after.drawPile.length) return true;
  if ((before.ps?.deck.length ?? -1) !== (after.ps?.deck.length ?? -1)) return true;
  if ((before.prompt?.side ?? null) !== (after.prompt?.side ?? null)) return true;
  return logEntries(after).slice(logLength(before)).some((e) => REVEALING.has(e.key));
}

/** A side has hidden information when it holds cards the other player must not see (set-aside ones too). */
export function hasHiddenInfo(s: GameState, side: Side): boolean {
  return s.hands[side].length > 0 || s.setAside[side].length > 0 || (s.ps !== null && s.ps.hands[side].length > 0);
}
