/**
 * The actions legal actions are made of, built once per game session and shared: a decision's
 * list of legal actions is rebuilt after every step, and sharing its (frozen) actions spares the
 * engine most of the objects it would otherwise make and throw away.
 */
import { SIDES, SPACES, spaceIndex, type Side } from './data';

const CARD_COUNT = 110;
import type { Action, ActionOf, CardUse } from './types';

type SpaceAction = Extract<Action, { type: 'place' | 'check' | 'remove' }>;
type PlayAction = Extract<Action, { type: 'play' }>;

const sideIndex = (side: Side): 0 | 1 => (side === 'communist' ? 0 : 1);

function spaceActions(type: SpaceAction['type']): readonly (readonly SpaceAction[])[] {
  return SIDES.map((side) => SPACES.map((sp) => Object.freeze({ side, type, space: sp.id }) as SpaceAction));
}

const PLACE = spaceActions('place');
const CHECK = spaceActions('check');
const REMOVE = spaceActions('remove');

/** The index of the space an action names (a place, check or remove action). */
export const spaceOf = (a: Action): number => spaceIndex((a as SpaceAction).space);

/** The action "`side` places in / checks / removes from the space with index `space`". */
export function spaceAction<T extends SpaceAction['type']>(side: Side, type: T, space: number): ActionOf<T> {
  // compared, not looked up by name: this runs for every target of every decision
  const byType = type === 'place' ? PLACE : type === 'check' ? CHECK : REMOVE;
  return byType[sideIndex(side)]![space]! as ActionOf<T>;
}

const USES: readonly CardUse[] = ['event', 'place', 'check', 'tiananmen'];
const PLAYS: readonly (readonly (readonly PlayAction[])[])[] = SIDES.map((side) =>
  Array.from({ length: CARD_COUNT + 1 }, (_, card) => USES.map((use) => Object.freeze({ side, type: 'play', card, use }) as PlayAction)),
);

/** The action "`side` plays `card` for `use`". */
export function playAction(side: Side, card: number, use: CardUse): PlayAction {
  return PLAYS[sideIndex(side)]![card]![USES.indexOf(use)]!;
}

const DONE: readonly ActionOf<'done'>[] = SIDES.map((side) => Object.freeze({ side, type: 'done' }) as ActionOf<'done'>);

/** The action "`side` is done" (passes, stops, forgoes what is left). */
export function doneAction(side: Side): ActionOf<'done'> {
  return DONE[sideIndex(side)]!;
}
