/**
 * The table's keys and where the focus goes next. Shortcuts (none with Ctrl, Alt or Meta, none
 * while a text field or a dialog has the focus): T the next target on the map (Shift+T the one
 * before), M the map, H the hand, Q the question. After a move the focus goes to the next thing to
 * do: a target of the map, the hand in an action round, else the question; never to the page.
 */
import { SPACES } from '../engine/data';
import { byKeyboard, watchInput } from './inputMode';
import { spaceTowards } from './mapKeys';
import { BOX_H, BOX_W, POSITIONS } from './mapLayout';
import type { MapZoom } from './useMapZoom';
import { allVisible } from './zoom';

// what the table's components need of the keys once this chunk has come (src/ui/useTableKeys.ts)
export { byKeyboard } from './inputMode';
export { spaceLabel, targetNote } from './mapKeys';

/** A card picked from the keyboard: its first use it may be played for has the focus; a card put back, the hand when the focus was lost to the page. */
export function focusAfterPick(uses: Element | null, picked: boolean): void {
  if (!byKeyboard()) return;
  if (picked) focus(uses?.querySelector('button[data-use]:not([disabled])'));
  else if (document.activeElement === document.body) focusHand();
}

/** A space the keyboard reached comes into view. */
export function bringIntoView(i: number, zoom: Pick<MapZoom, 'box' | 'panTo'>): void {
  const b = zoom.box();
  const p = POSITIONS[i]!;
  if (b && !allVisible(b, [p], BOX_W, BOX_H)) zoom.panTo({ ...b, x: p.x - b.w / 2, y: p.y - b.h / 2 });
}

const MAP_STOP = '.map [data-focus][tabindex="0"]';
const TARGETS = '.map .space.target [data-focus]';
const HAND_CARDS = '[data-testid=hand] .hand-strip button.card';
/** the question's own controls, not its rule link */
const QUESTION_CONTROLS =
  '[data-testid=action-bar] :is(.uses button[data-use], .buttons button, .picker button, .ps-table button, .result-card button, .confirm-move button):not([disabled])';
const QUESTION = '[data-testid=question]';
/** a result card's Continue */
const RESULT = '[data-testid=action-bar] .result-card :is([data-testid=scoring-close], [data-testid=summary-close])';

function focus(el: Element | null | undefined): boolean {
  if (!(el instanceof HTMLElement || el instanceof SVGElement)) return false;
  el.focus({ preventScroll: false });
  return document.activeElement === el;
}

/** The target after (or before) the focused one, in the map's order, wrapping round. */
export function focusTarget(back = false): boolean {
  const all = [...document.querySelectorAll(TARGETS)];
  if (all.length === 0) return false;
  const at = all.indexOf(document.activeElement as Element);
  const next = at < 0 ? (back ? all.length - 1 : 0) : (at + (back ? -1 : 1) + all.length) % all.length;
  return focus(all[next]);
}

/** The hand: the picked card, else the first card that can be played, else the first card. */
export function focusHand(): boolean {
  const cards = [...document.querySelectorAll<HTMLButtonElement>(HAND_CARDS)];
  return focus(cards.find((c) => c.getAttribute('aria-pressed') === 'true') ?? cards.find((c) => !c.disabled) ?? cards[0]);
}

/** The question: its first control, else the question itself (read as a whole). */
export function focusQuestion(): boolean {
  return focus(document.querySelector(QUESTION_CONTROLS)) || focus(document.querySelector(QUESTION));
}

/** The next thing to do: a result card's Continue, a target (the one nearest the focus, in the map's order), the hand when a card is to be picked, the question. */
export function focusNextThing(picking: boolean): boolean {
  // a result card waiting for Continue comes first (9.0, 4.5)
  return focus(document.querySelector(RESULT)) || focusTarget() || (picking && focusHand()) || focusQuestion();
}

/** Whether the focus has been lost (to the page) or sits on a space of the map that is no longer a target while there are others to do. */
function focusLost(): boolean {
  const a = document.activeElement;
  if (!a || a === document.body || !a.isConnected) return true;
  if (a.matches('[data-focus]') && !a.closest('.space.target'))
    return document.querySelector(TARGETS) !== null || document.querySelector(QUESTION_CONTROLS) !== null;
  return false;
}

/** A modal dialog (the end screen, the player aid) holds the focus: the table neither takes it nor answers keys. */
function dialogOpen(): boolean {
  return document.querySelector('[aria-modal=true]') !== null;
}

function typing(e: KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el?.closest?.('input, textarea, select, [contenteditable=true]') || dialogOpen();
}

/**
 * The shortcuts, while the table is open; `picking` says whether a card of the hand is to be picked.
 * For a keyboard player, a result card takes the focus as it appears, and a focus that was on
 * something the page takes away (a result card closed, a control of a question answered) goes to the
 * next thing. Returns what removes them.
 */
export function installTableKeys(picking: () => boolean): () => void {
  // a result card that waits for Continue (a scoring, the end of a turn) takes the focus once, when it appears
  const shown = new WeakSet<Element>();
  const watcher = new MutationObserver(() => {
    if (!byKeyboard() || dialogOpen()) return;
    const card = document.querySelector(RESULT)?.closest('.result-card');
    if (card && !shown.has(card) && !card.contains(document.activeElement)) {
      shown.add(card);
      focus(document.querySelector(RESULT));
    } else if (document.activeElement === document.body) focusNextThing(picking());
  });
  watcher.observe(document.body, { childList: true, subtree: true });
  watchInput();
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented || typing(e)) return;
    const k = e.key.toLowerCase();
    const done =
      k === 't'
        ? focusTarget(e.shiftKey)
        : e.shiftKey
          ? false
          : k === 'm'
            ? focus(document.querySelector(MAP_STOP))
            : k === 'h'
              ? focusHand()
              : k === 'q'
                ? focusQuestion()
                : false;
    if (done) e.preventDefault();
  };
  document.addEventListener('keydown', onKey);
  return () => {
    watcher.disconnect();
    document.removeEventListener('keydown', onKey);
  };
}

/**
 * After a new decision, a keyboard player's focus goes to the next thing to do when it was lost to
 * the page, left on a space that stopped being a target, or left on a control of the question
 * before (`newQuestion`). A pointer's player keeps his.
 */
export function focusAfterDecision(newQuestion: boolean, picking: boolean): void {
  if (!byKeyboard() || dialogOpen()) return;
  const a = document.activeElement;
  const onOldQuestion = newQuestion && !!a?.closest('[data-testid=action-bar]') && !a.closest('.result-card');
  if (onOldQuestion || focusLost()) focusNextThing(picking);
}

/** The parts of a key press the row and arrow keys read (a React or a DOM event). */
interface KeyPress {
  key: string;
  target: EventTarget | null;
  currentTarget: EventTarget | null;
  preventDefault(): void;
}

/** Left and right, Home and End along a row of controls: the one to go to, or undefined for another key or a focus outside it. */
function stepInRow(e: KeyPress, row: readonly HTMLElement[], at: number): HTMLElement | undefined {
  const to = e.key === 'ArrowRight' ? at + 1 : e.key === 'ArrowLeft' ? at - 1 : e.key === 'Home' ? 0 : e.key === 'End' ? row.length - 1 : null;
  if (to === null || at < 0 || row.length === 0) return undefined;
  e.preventDefault();
  return row[(to + row.length) % row.length];
}

/** The hand: the arrows go from card to card of those that can be picked, Home and End to its ends. */
export function stepThroughCards(e: KeyPress): void {
  const cards = [...(e.currentTarget as Element).querySelectorAll<HTMLButtonElement>('button.card:not([disabled])')];
  stepInRow(e, cards, cards.indexOf(document.activeElement as HTMLButtonElement))?.focus();
}

/** The side panel's tabs (WAI-ARIA tabs): the arrows, Home and End open the tab that way and focus it. */
export function stepThroughTabs(e: KeyPress, open: (tab: string) => void): void {
  const tabs = [...(e.currentTarget as Element).querySelectorAll<HTMLElement>('[role=tab]')];
  const to = stepInRow(
    e,
    tabs,
    tabs.findIndex((el) => el.tabIndex === 0),
  );
  if (!to) return;
  open(to.dataset.tab!);
  to.focus();
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** On a space of the map, an arrow goes to the space lying that way (2.1.6's neighbours first); whether the key was such an arrow. */
export function arrowOnMap(e: KeyPress, map: Element | null): boolean {
  const from = (e.target as Element | null)?.getAttribute?.('data-focus');
  const arrow = ARROWS[e.key];
  if (!from || !arrow) return false;
  e.preventDefault();
  const to = spaceTowards(
    SPACES.findIndex((sp) => sp.id === from),
    ...arrow,
  );
  if (to !== null) map?.querySelector<SVGElement>(`[data-focus="${SPACES[to]!.id}"]`)?.focus();
  return true;
}
