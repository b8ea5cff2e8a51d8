/** Test helpers: build positions directly (states are plain data) and drive the engine. */
import { produce, type Draft } from 'immer';
import seedrandom from 'seedrandom';
import { apply, legalActions, newGame, type Action, type GameOptions, type GameState, type Side, logEntries } from '../src/engine';
import { spaceIndex, type CountryId } from '../src/engine/data';

/** A new game with setup finished: every 3.4 placement goes into the first legal space. */
export function startedGame(options: Partial<GameOptions> = {}): GameState {
  let s = newGame({ seed: 'test', ...options });
  while (s.prompt?.kind === 'setupPlace') s = apply(s, legalActions(s)[0]!);
  return s;
}

/** Change a state for a test position (Immer draft; the original is untouched). */
export function edit(s: GameState, fn: (d: Draft<GameState>) => void): GameState {
  return produce(s, fn);
}

export function setSupport(d: Draft<GameState> | GameState, space: string, communist: number, democrat: number): void {
  d.support[spaceIndex(space)] = { communist, democrat };
}

/** Empty the whole map. */
export function clearMap(d: Draft<GameState> | GameState): void {
  for (const row of d.support) {
    row.communist = 0;
    row.democrat = 0;
  }
}

/** Take a strategy card out of whichever pile or hand holds it. */
function takeCard(d: Draft<GameState> | GameState, card: number): void {
  for (const pile of [d.drawPile, d.discard, d.removed, d.notYetAdded, d.hands.communist, d.hands.democrat]) {
    const i = pile.indexOf(card);
    if (i >= 0) pile.splice(i, 1);
  }
}

/** Move a strategy card from wherever it is into a hand. */
export function giveCard(d: Draft<GameState> | GameState, side: Side, card: number): void {
  takeCard(d, card);
  d.hands[side].push(card);
}

/** Replace a hand (the cards taken out of it go to the bottom of the draw pile). */
export function setHand(d: Draft<GameState> | GameState, side: Side, cards: number[]): void {
  d.drawPile.push(...d.hands[side]);
  d.hands[side] = [];
  for (const c of cards) giveCard(d, side, c);
}

/** Replace the discard pile (the cards taken out of it go to the bottom of the draw pile). */
export function setDiscard(d: Draft<GameState> | GameState, cards: number[]): void {
  d.drawPile.push(...d.discard);
  d.discard = [];
  for (const c of cards) {
    takeCard(d, c);
    d.discard.push(c);
  }
}

export function act(s: GameState, ...actions: Action[]): GameState {
  return actions.reduce(apply, s);
}

export function sp(s: GameState, space: string): { communist: number; democrat: number } {
  return { ...s.support[spaceIndex(space)]! };
}

export function power(s: GameState, c: CountryId): Side {
  return s.power[c].holder;
}

/** Rigged dice for the rest of the game (used before the RNG). */
export function rigDice(d: Draft<GameState> | GameState, ...dice: number[]): void {
  d.rigDice = dice;
}

/** The parameters of a pending decision, read by name (a test checks the kind it expects itself). */
export function paramsOf(p: { params: object } | null): Record<string, unknown> {
  if (!p) throw new Error('no decision pending');
  return p.params as Record<string, unknown>;
}

export function lastLog(s: GameState, key: string) {
  return [...logEntries(s)].reverse().find((e) => e.key === key);
}

// ---------------------------------------------------------------- action builders

export const play = (side: Side, card: number, use: 'event' | 'place' | 'check' | 'tiananmen' = 'event'): Action => ({
  side,
  type: 'play',
  card,
  use,
});
export const place = (side: Side, space: string): Action => ({ side, type: 'place', space });
export const remove = (side: Side, space: string): Action => ({ side, type: 'remove', space });
export const check = (side: Side, space: string): Action => ({ side, type: 'check', space });
export const select = (side: Side, value: string): Action => ({ side, type: 'select', value });
export const choose = (side: Side, card: number): Action => ({ side, type: 'choose', card });
export const done = (side: Side): Action => ({ side, type: 'done' });
export const timing = (side: Side, when: 'before' | 'after' | 'skip'): Action => ({ side, type: 'eventTiming', when });

/** The first position of a seeded random game (up to `games` of them) that passes `test`. */
export function findPosition(seed: string, test: (s: GameState) => boolean, games = 50): GameState {
  for (let g = 0; g < games; g++) {
    const pick = seedrandom(`${seed}-${g}`);
    let s = newGame({ seed: `${seed}-${g}` });
    while (!s.result) {
      if (test(s)) return s;
      const legal = legalActions(s);
      s = apply(s, legal[Math.floor(pick() * legal.length)]!);
    }
  }
  throw new Error('no such position');
}
