/**
 * The test driver: positions built by the engine's position builder (src/engine/position.ts) and a
 * fluent table that plays on them, in the spirit of a test player:
 *
 *   table({ turn: 4, side: 'democrat', hand: [13] }).play(13).placeAll().expect('card13:declare')
 *
 * Tests say what is on the table; the engine builds its own frames and settles. Plain functions
 * (edit, act, the action builders, the period positions) serve tests that step states themselves.
 */
import { produce, type Draft } from 'immer';
import seedrandom from 'seedrandom';
import { expect } from 'vitest';
import {
  apply,
  legalActions,
  logEntries,
  newGame,
  positionOf,
  SIDES,
  startPosition,
  type Action,
  type ActionOf,
  type GameOptions,
  type GameState,
  type PositionSpec,
  type Prompt,
  type Side,
  other as otherSide,
  zones,
} from '../src/engine';
import { CARDS, spaceIndex, type CountryId } from '../src/engine/data';

// ---------------------------------------------------------------- states as plain data

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

/** Move strategy cards from wherever they are to the top of the draw pile, the first on top (4.3: the next drawn). */
export function putOnDrawPile(d: Draft<GameState> | GameState, cards: readonly number[]): void {
  for (const c of cards) takeCard(d, c);
  d.drawPile.unshift(...cards);
}

/** Move a strategy card from wherever it is onto the discard pile. */
export function discardCard(d: Draft<GameState> | GameState, card: number): void {
  takeCard(d, card);
  d.discard.push(card);
}

/** Move a strategy card from wherever it is out of the game (the removed cards). */
export function removeCard(d: Draft<GameState> | GameState, card: number): void {
  takeCard(d, card);
  d.removed.push(card);
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

/** Deal `side` a new hand of as many cards from the top of the draw pile; his old hand goes to its bottom (what the other side cannot tell apart). */
export function redealHand(d: Draft<GameState> | GameState, side: Side): void {
  const old = d.hands[side].splice(0);
  d.hands[side].push(...d.drawPile.splice(0, old.length));
  d.drawPile.push(...old);
}

/** The same during a power struggle (8.1): `side`'s struggle hand swapped for as many cards from the top of the struggle deck. */
export function redealPsHand(d: Draft<GameState> | GameState, side: Side): void {
  const old = d.ps!.hands[side].splice(0);
  d.ps!.hands[side].push(...d.ps!.deck.splice(0, old.length));
  d.ps!.deck.push(...old);
}

/** Lay out a power struggle's cards (8.1): each side's hand, the discards, and the deck. */
export function layOutStruggle(
  d: Draft<GameState> | GameState,
  hands: Record<Side, readonly number[]>,
  discard: readonly number[],
  deck: readonly number[],
): void {
  d.ps!.hands.communist = [...hands.communist];
  d.ps!.hands.democrat = [...hands.democrat];
  d.ps!.discard = [...discard];
  d.ps!.deck = [...deck];
}

/** Family mode (TR.2.3): `side`'s strategy cards from the `keep`-th on leave his hand, onto the top of his own deck or onto his discards. */
export function familyHandTo(d: Draft<GameState> | GameState, side: Side, keep: number, to: 'deck' | 'discards'): void {
  const cards = d.hands[side].splice(keep);
  if (to === 'deck') d.family!.drawPiles[side].unshift(...cards);
  else d.family!.discards[side].push(...cards);
}

/** Family mode: `count` of `side`'s power-struggle cards from the `keep`-th on (all of them without `count`) onto the power-struggle discards. */
export function familyPsToDiscards(d: Draft<GameState> | GameState, side: Side, keep: number, count?: number): void {
  const hand = d.family!.psHands[side];
  d.family!.psDiscard.push(...(count === undefined ? hand.splice(keep) : hand.splice(keep, count)));
}

/** Family mode (TR.2.3): a deck emptied onto its discards, `side`'s strategy deck or ('ps') the power-struggle deck. */
export function familyDeckToDiscards(d: Draft<GameState> | GameState, deck: Side | 'ps'): void {
  const f = d.family!;
  if (deck === 'ps') f.psDiscard.push(...f.psDrawPile.splice(0));
  else f.discards[deck].push(...f.drawPiles[deck].splice(0));
}

/** Family mode (TR.1.2): both power-struggle hands back under the power-struggle deck, then each side given `hands[side]` from it. */
export function setFamilyPsHands(d: Draft<GameState> | GameState, hands: Record<Side, readonly number[]>): void {
  const f = d.family!;
  f.psDrawPile.push(...f.psHands.communist.splice(0), ...f.psHands.democrat.splice(0));
  for (const side of SIDES)
    for (const c of hands[side]) {
      f.psDrawPile.splice(f.psDrawPile.indexOf(c), 1);
      f.psHands[side].push(c);
    }
}

/** A game played by taking the legal actions in turn (a scoring card first when one may be played) until `stop`, or null. */
export function playUntil(seed: string, stop: (s: GameState) => boolean): GameState | null {
  let s = newGame({ seed });
  for (let n = 0; s.prompt && n < 4000; n++) {
    if (stop(s)) return s;
    const legal = legalActions(s);
    const scoring = legal.find((a) => a.type === 'play' && CARDS[a.card]!.side === 'scoring');
    s = apply(s, scoring ?? legal[n % legal.length]!);
  }
  return null;
}

/** 6.2 example: the Communist about to check in southern Poland with a 3-Ops card (`dice`: rigged, if any). */
export function southPoland(...dice: number[]): GameState {
  return edit(startedGame({ seed: 'ops' }), (d) => {
    clearMap(d);
    setHand(d, 'communist', [10, 6, 20, 9]);
    setHand(d, 'democrat', [3, 5, 27, 31]);
    setSupport(d, 'polish-catholic-church', 0, 5);
    setSupport(d, 'krakow', 0, 3);
    setSupport(d, 'jagiellonian-university', 0, 1);
    setSupport(d, 'polish-writers', 0, 2);
    setSupport(d, 'lodz', 3, 0);
    if (dice.length > 0) rigDice(d, ...dice);
  });
}

/** Rigged dice for the rest of the game (used before the RNG). */
export function rigDice(d: Draft<GameState> | GameState, ...dice: number[]): void {
  d.rigDice = dice;
}

// ---------------------------------------------------------------- reading a state

/** `side`'s hand (the engine's zones, read through its door). */
export const hand = (s: GameState, side: Side): readonly number[] => zones.hand(s, side);
/** Both hands. */
export const hands = (s: GameState): Record<Side, readonly number[]> => ({ communist: hand(s, 'communist'), democrat: hand(s, 'democrat') });
/** The cards `side` set aside face down (#77). */
export const setAside = (s: GameState, side: Side): readonly number[] => zones.setAsideCards(s, side);
/** The draw pile, top first. */
export const drawPile = (s: GameState): readonly number[] => zones.drawPile(s);
export const discards = (s: GameState): readonly number[] => zones.discards(s);
export const removedCards = (s: GameState): readonly number[] => zones.removedCards(s);
/** `side`'s power-struggle cards in the family mode (TR.1.2). */
export const familyPsHand = (s: GameState, side: Side): readonly number[] => zones.familyPsHand(s, side);
/** `side`'s power-struggle hand (8.1, during a struggle). */
export const psHand = (s: GameState, side: Side): readonly number[] => zones.psHand(s, side);

export function sp(s: GameState, space: string): { communist: number; democrat: number } {
  return { ...s.support[spaceIndex(space)]! };
}

export function power(s: GameState, c: CountryId): Side {
  return s.power[c].holder;
}

/** The parameters of a pending decision, read by name (a test checks the kind it expects itself). */
export function paramsOf(p: { params: object } | null): Record<string, unknown> {
  if (!p) throw new Error('no decision pending');
  return p.params as Record<string, unknown>;
}

export function lastLog(s: GameState, key: string) {
  return [...logEntries(s)].reverse().find((e) => e.key === key);
}

/** The spaces offered by the current prompt, for one action type or for any. */
export function targets(s: GameState, type?: 'place' | 'remove' | 'check'): string[] {
  return legalActions(s)
    .filter((a): a is ActionOf<'place' | 'remove' | 'check'> => (type ? a.type === type : 'space' in a))
    .map((a) => a.space)
    .sort();
}

/** The values offered by the current prompt's select actions. */
export function selects(s: GameState): string[] {
  return legalActions(s)
    .filter((a): a is ActionOf<'select'> => a.type === 'select')
    .map((a) => a.value);
}

/** The cards offered by the current prompt's choose actions. */
export function choices(s: GameState): number[] {
  return legalActions(s)
    .filter((a): a is ActionOf<'choose'> => a.type === 'choose')
    .map((a) => a.card);
}

/** The card plays offered now. */
export function plays(s: GameState): ActionOf<'play'>[] {
  return legalActions(s).filter((a): a is ActionOf<'play'> => a.type === 'play');
}

/** Whether the side to act may play `card` as an event now. */
export function canPlayEvent(s: GameState, card: number): boolean {
  return plays(s).some((a) => a.card === card && a.use === 'event');
}

/** True when the play has ended and the next action round waits (no event prompt pending). */
export function roundOver(s: GameState): boolean {
  return s.prompt?.kind === 'actionRound' && s.inPlay.length === 0;
}

// ---------------------------------------------------------------- playing

export function act(s: GameState, ...actions: Action[]): GameState {
  return actions.reduce(apply, s);
}

/** Answer the pending placement of SPs (placeSupport) with the first legal space until it is done. */
export function placeAll(s: GameState): GameState {
  while (s.prompt?.kind === 'placeSupport') s = apply(s, legalActions(s)[0]!);
  return s;
}

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

// ---------------------------------------------------------------- positions by the engine

export type At = Pick<PositionSpec, 'round' | 'side' | 'turnEnd'>;

/**
 * The position of `s` (its board, cards, tracks, effects and log) after `build` changes some of
 * it, rebuilt by the engine at `at`: the start of an action round, or the end of the turn.
 */
export function rebuilt(s: GameState, at: At, build?: (d: Draft<GameState>) => void): GameState {
  const { round: _round, side: _side, ...spec } = positionOf(build ? edit(s, build) : s);
  return startPosition({ ...spec, ...at });
}

/** What a test puts on the table, as the position builder takes it (src/engine/position.ts). */
export type Layout = Omit<PositionSpec, 'mode' | 'turn' | 'round' | 'side' | 'turnEnd' | 'rig' | 'log' | 'family' | 'emptyMap'>;

/**
 * The position of `s` with `layout` on the table, rebuilt by the engine at `at`. A card the layout
 * names leaves wherever it was; a hand or pile it names is replaced, and the cards taken out of it
 * go to the bottom of the draw pile (`drawPile` names the top of it); spaces it names take their SPs,
 * the others keep theirs, and so do each side's Tiananmen fields; any other field replaces what `s` has.
 */
export function laidOut(s: GameState, at: At, layout: Layout): GameState {
  const { round: _round, side: _side, ...spec } = positionOf(s);
  const { hands, setAside: aside, drawPile: top, discard, removed, inPlay, support, tiananmen, ...rest } = layout;
  const named = new Set([
    ...Object.values(hands ?? {}).flat(),
    ...Object.values(aside ?? {}).flat(),
    ...(top ?? []),
    ...(discard ?? []),
    ...(removed ?? []),
    ...(inPlay ?? []),
  ]);
  const keep = (cards: readonly number[] | undefined) => (cards ?? []).filter((c) => !named.has(c));
  const displaced: number[] = [];
  const put = (was: readonly number[] | undefined, now: number[] | undefined): number[] => {
    if (now === undefined) return keep(was);
    displaced.push(...keep(was));
    return [...now];
  };
  const both = (was: PositionSpec['hands'], now: PositionSpec['hands']) => ({
    communist: put(was?.communist, now?.communist),
    democrat: put(was?.democrat, now?.democrat),
  });
  const laid: PositionSpec = {
    ...spec,
    ...rest,
    support: { ...spec.support, ...support },
    tiananmen: { communist: { ...spec.tiananmen?.communist, ...tiananmen?.communist }, democrat: { ...spec.tiananmen?.democrat, ...tiananmen?.democrat } },
    hands: both(spec.hands, hands),
    setAside: both(spec.setAside, aside),
    discard: put(spec.discard, discard),
    removed: put(spec.removed, removed),
    inPlay: put(spec.inPlay, inPlay),
  };
  laid.drawPile = [...(top ?? []), ...keep(spec.drawPile), ...displaced];
  return startPosition({ ...laid, ...at });
}

/** The action round pending in `s`, for a position rebuilt where it is. */
export function pendingRound(s: GameState): At {
  if (s.prompt?.kind !== 'actionRound') throw new Error(`no action round pending (${s.prompt?.kind})`);
  return { round: s.round, side: s.prompt.side };
}

/**
 * The position of `s`, rebuilt where it is, with `side`'s hand swapped for as many cards from the
 * top of the draw pile (the hand goes to the bottom of it) and the generator seeded with `seed`:
 * what the other side cannot tell from the position of `s` rebuilt as it is.
 */
export function redealt(s: GameState, side: Side, seed?: string): GameState {
  const held = hand(s, side);
  const pile = drawPile(s);
  return laidOut(s, pendingRound(s), {
    hands: { [side]: pile.slice(0, held.length) },
    drawPile: [...pile.slice(held.length), ...held],
    ...(seed === undefined ? {} : { seed }),
  });
}

/** The round number of `side`'s next action round, from the one pending in `s` (4.5.2: C1, D1, C2, ...). */
export function nextRound(s: GameState, side: Side): number {
  if (s.prompt?.kind !== 'actionRound') throw new Error(`no action round pending (${s.prompt?.kind})`);
  return s.phasing === side || side === 'democrat' ? s.round : s.round + 1;
}

/**
 * `side`'s next action round after the one pending in `s`, rebuilt by the engine with everything
 * else as it is (after `build`): for a second play by the same side in one test.
 */
export function roundOf(s: GameState, side: Side, build?: (d: Draft<GameState>) => void): GameState {
  return rebuilt(s, { round: nextRound(s, side), side }, build);
}

/** The deal the positions start from: its draw pile, then both hands, is the order cards are drawn in. */
const DEAL = newGame({ seed: 'test' });

/**
 * A turn-1 position on an empty map, `side` to play its action round (`round`, default 1) holding
 * only `held`, after `build` adjusts it. The opponent holds three cards so that play goes on
 * normally after the tested round.
 */
export function earlyYear(side: Side, held: number[], build?: (d: Draft<GameState>) => void, round = 1): GameState {
  const cards = [...drawPile(DEAL), ...hand(DEAL, 'communist'), ...hand(DEAL, 'democrat')].filter((c) => !held.includes(c));
  const filler = cards.filter((c) => CARDS[c]!.side !== 'scoring').slice(0, 3);
  const s = startPosition({
    seed: 'test',
    turn: 1,
    round,
    side,
    emptyMap: true,
    hands: { [side]: held, [otherSide(side)]: filler },
    drawPile: cards.filter((c) => !filler.includes(c)),
  });
  return build ? rebuilt(s, { round, side }, build) : s;
}

/**
 * A position on an empty map in action round 1 of `turn` (default 4, the first with Middle Year
 * cards), `side` to play with `held` (the other hand holds a filler), after `build` adjusts it.
 */
export function middleYear(side: Side, held: number[], build?: (d: Draft<GameState>) => void, turn = 4): GameState {
  const other = otherSide(side);
  const filler = side === 'communist' ? 4 : 12;
  const s = startPosition({
    seed: 'test',
    turn,
    side,
    emptyMap: true,
    hands: { [side]: held, [other]: held.includes(filler) ? [] : [filler] },
    drawPile: [...drawPile(DEAL), ...hand(DEAL, side), ...hand(DEAL, other)].filter((c) => !held.includes(c) && c !== filler),
  });
  return build ? rebuilt(s, { round: 1, side }, build) : s;
}

/** A turn-8 position (the first with Late Year cards): `middleYear` moved to turn 8. */
export function lateYear(side: Side, held: number[], build?: (d: Draft<GameState>) => void): GameState {
  return middleYear(side, held, build, 8);
}

/**
 * `side`'s next action round (or `round`) after the one pending in `s`, holding `hand` (his other
 * cards go under the draw pile), after `build` adjusts it: for a second play in the same test.
 */
export function roundFor(s: GameState, side: Side, hand: number[], build?: (d: Draft<GameState>) => void, round = nextRound(s, side)): GameState {
  return rebuilt(s, { round, side }, (d) => {
    setHand(d, side, hand);
    build?.(d);
  });
}

// ---------------------------------------------------------------- the fluent table

export interface TableSpec {
  /** whose action round it is */
  side: Side;
  /** that side's whole hand */
  hand: number[];
  /** 1–3: an Early Year deal (earlyYear); later turns: middleYear (default 1) */
  turn?: number;
  /** the action round (Early Year positions only; default 1) */
  round?: number;
  /** anything else on the table, as the position builder takes it */
  on?: Layout;
  /** anything else on the table (Immer draft) */
  build?: (d: Draft<GameState>) => void;
}

/** A position to play on: `side` to play its action round holding `hand`, on an empty map. */
export function table(spec: TableSpec): Table {
  const turn = spec.turn ?? 1;
  if (turn > 3 && spec.round !== undefined) throw new Error('table: a round is given for Early Year positions only');
  const s = turn <= 3 ? earlyYear(spec.side, spec.hand, spec.build, spec.round) : middleYear(spec.side, spec.hand, spec.build, turn);
  return new Table(spec.on ? laidOut(s, { round: spec.round ?? 1, side: spec.side }, spec.on) : s);
}

/** A state and the moves made on it; each move returns the table, so moves chain. */
export class Table {
  constructor(public state: GameState) {}

  /** Whose decision is pending. */
  get side(): Side {
    if (!this.state.prompt) throw new Error('no decision pending');
    return this.state.prompt.side;
  }

  /** Any legal action (it is refused with the engine's error when it is not legal). */
  do(...actions: Action[]): this {
    this.state = act(this.state, ...actions);
    return this;
  }
  /** The pending side plays a card (for its event unless `use` says otherwise). */
  play(card: number, use: 'event' | 'place' | 'check' | 'tiananmen' = 'event'): this {
    return this.do(play(this.side, card, use));
  }
  place(...spaces: string[]): this {
    return this.do(...spaces.map((x) => place(this.side, x)));
  }
  remove(...spaces: string[]): this {
    return this.do(...spaces.map((x) => remove(this.side, x)));
  }
  check(space: string): this {
    return this.do(check(this.side, space));
  }
  select(value: string): this {
    return this.do(select(this.side, value));
  }
  choose(card: number): this {
    return this.do(choose(this.side, card));
  }
  done(): this {
    return this.do(done(this.side));
  }
  timing(when: 'before' | 'after' | 'skip'): this {
    return this.do(timing(this.side, when));
  }
  /** Place the pending SPs, each in the first legal space. */
  placeAll(): this {
    this.state = placeAll(this.state);
    return this;
  }
  /** Change the position (Immer draft). */
  edit(fn: (d: Draft<GameState>) => void): this {
    this.state = edit(this.state, fn);
    return this;
  }
  /** The dice to come, in order. */
  dice(...dice: number[]): this {
    return this.edit((d) => rigDice(d, ...dice));
  }

  /** Assert the pending decision: its kind, or a part of the prompt. */
  expect(kind: Prompt['kind'] | Partial<Prompt>): this {
    expect(this.state.prompt).toMatchObject(typeof kind === 'string' ? { kind } : kind);
    return this;
  }

  targets(type?: 'place' | 'remove' | 'check'): string[] {
    return targets(this.state, type);
  }
  plays(): ActionOf<'play'>[] {
    return plays(this.state);
  }
  legal(): Action[] {
    return legalActions(this.state);
  }
  sp(space: string): { communist: number; democrat: number } {
    return sp(this.state, space);
  }
  hand(side: Side): readonly number[] {
    return hand(this.state, side);
  }
  setAside(side: Side): readonly number[] {
    return setAside(this.state, side);
  }
  drawPile(): readonly number[] {
    return drawPile(this.state);
  }
  discards(): readonly number[] {
    return discards(this.state);
  }
}
