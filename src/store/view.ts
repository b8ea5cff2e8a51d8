/**
 * What the screen renders, as selectors of the store (docs/design.md "Hidden information and
 * hotseat"): the side at the screen, the cover, and that side's view with the decision it may take.
 * The page reads these and never the full state: the rules run in the engine, the seats in the store.
 */
import { scoringPreview, viewFor, type Action, type CountryScore, type Decision, type GameState, type PlayerView, type Side } from '../engine';
import type { CountryId } from '../engine/data';
import type { ComputerSeats } from './computer';
import { withoutHiddenCards } from './hiddenCards';
import { atScreen } from './seats';

/** What a scripted game allows now (src/learn/session.ts replaces it as the lesson moves on). */
export interface GameScript {
  allows(a: Action): boolean;
  /** a round of the person's that ends now waits for Confirm, whatever the setting (the lesson's Confirm step) */
  confirms?: boolean;
}

/** The parts of the store the screen's view is made from (src/store/game.ts). */
export interface ScreenInputs {
  state: GameState | null;
  /** the side at the screen; null while the handover cover is up */
  viewer: Side | null;
  script: GameScript | null;
  computer: ComputerSeats;
  remote: Side | null;
}

/** The view the screen renders: its decision offers all legal actions, or in a scripted game only those it allows. */
export function offeredView(script: GameScript | null, view: PlayerView): PlayerView {
  return script && view.decision ? { ...view, decision: { ...view.decision, legal: view.decision.legal.filter(script.allows) } } : view;
}

/** The side whose view the screen shows: the viewer, else the side that decides (under the cover, nothing is shown). */
export const selectScreenSide = (s: ScreenInputs): Side => s.viewer ?? s.state?.prompt?.side ?? 'communist';

/** The side the hotseat cover waits for, or null when no cover is up. */
export const selectCover = (s: ScreenInputs): Side | null => (s.viewer === null && s.state?.prompt ? s.state.prompt.side : null);

/** Whether the side that must decide now is played by a person at this screen (the live region asks only then). */
export function selectPersonDecides(s: ScreenInputs): boolean {
  const side = s.state?.prompt?.side;
  return !!side && atScreen(s.computer, s.remote, side);
}

let viewMemo: { state: GameState; side: Side; hidden: boolean; script: GameScript | null; view: PlayerView } | null = null;

/**
 * The screen side's view, kept while its inputs are the same object (a store update that changes
 * nothing of it gives the same view, so the page does not re-render). A side played elsewhere (the
 * computer watched from a seat) shows none of its cards and no decision.
 */
export function selectView(s: ScreenInputs): PlayerView | null {
  const { state, script } = s;
  if (!state) return null;
  const side = selectScreenSide(s);
  const hidden = !atScreen(s.computer, s.remote, side);
  const m = viewMemo;
  if (m && m.state === state && m.side === side && m.hidden === hidden && m.script === script) return m.view;
  const full = viewFor(state, side);
  const view = offeredView(script, hidden ? withoutHiddenCards(full) : full);
  viewMemo = { state, side, hidden, script, view };
  return view;
}

/** How many cards the side shown holds when it is played elsewhere (its cards are not shown, their number is). */
export function selectHiddenHandSize(s: ScreenInputs): number {
  const side = selectScreenSide(s);
  return s.state && !atScreen(s.computer, s.remote, side) ? s.state.hands[side].length : 0;
}

/** The decision the screen side may take now (legal actions, refusals, odds), or null. */
export const selectDecision = (s: ScreenInputs): Decision | null => selectView(s)?.decision ?? null;

let previewMemo: { state: GameState; preview: Record<CountryId, CountryScore> } | null = null;

/** What each country would score now (9.0): public, worked out once per state. */
export function selectScoringPreview(s: ScreenInputs): Record<CountryId, CountryScore> | null {
  const { state } = s;
  if (!state) return null;
  if (previewMemo?.state !== state) previewMemo = { state, preview: scoringPreview(state) };
  return previewMemo.preview;
}
