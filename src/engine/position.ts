/**
 * Positions for tests and tools: a game at the start of an action round (or just after the last
 * one of a turn), described by what is on the table, built through the rules' own turn sequence.
 *
 * `startPosition(spec)` guarantees:
 * - The spec is checked first; a bad one throws a RuleError `BAD_POSITION` naming the problem
 *   (a card in two places, an unknown space or country, a round the turn does not have, ...).
 * - Every card is in exactly one place. Cards the spec does not place go where a game keeps them
 *   at that turn: a period already added (4.4: Middle Year from turn 4, Late Year from turn 8)
 *   joins the draw pile under the listed `drawPile`, in an order shuffled from the seed; a later
 *   period waits in `notYetAdded`. In the family mode (TR.1.1) neutral and scoring cards are out
 *   of the game, a side's unplaced cards go to its own deck, unplaced power-struggle cards to
 *   their deck. The card zones lay them out and read them back (zones/places.ts).
 * - The turn sequence (4.5 / TR.2.4) is the engine's own: the frames are those a played game has
 *   when it reaches that round, and the state is settled to the first decision, exactly as
 *   `newGame` and `apply` leave it. So if the side holds no card (4.5.2) or an event in force
 *   replaces or ends things, play goes on to the next decision as it would in a game.
 * - `legalActions` and `apply` work on the result; it is plain JSON like any other state.
 * - A position has no history: `actionCount` is 0, the generator starts from the seed (use `dice`
 *   and `rig` to fix what it gives) and the log is the spec's `log` (a game continued by a test
 *   keeps what it logged so far), or a new game's first line.
 *
 * It does not check that a game could have reached the spec (e.g. a Late Year card held in turn 2):
 * tests may set up what they need; it only refuses what the state cannot hold.
 */
import { LAST_TURN, roundOrder, turnFrame, type TurnFrame } from './frames/turn';
import { beginFresh, endChange, LOG_CHUNK, logEntries } from './cow';
import { COUNTRY_IDS, isCardNumber, isSpaceId, spaceAt, spaceIndex, SIDES, type CountryId, type Side } from './data';
import { badPosition, checkInPlay, placeCards, placesOf, type CardPlacesSpec } from './zones';
import { FAMILY_LAST_TURN, FAMILY_ROUNDS, familySideOf } from './family/turn';
import { outOfFamilyGame, sideDeck } from './family/cards';
import { settle } from './machine';
import { baseState } from './state';
import { LAST_BOX } from './tiananmen';
import type { GameState, LastingEffect, LogEntry, RigOptions, TiananmenPosition } from './types';

export interface PositionSpec extends CardPlacesSpec {
  mode?: 'standard' | 'family';
  /** the generator's seed (default 'position') */
  seed?: string;
  /** rigged deck orders for later shuffles (and for the unplaced cards of the draw piles) */
  rig?: Pick<RigOptions, 'strategyDeck' | 'powerStruggleDeck'>;
  /** dice results used, in order, before the generator */
  dice?: number[];
  turn: number;
  /** the action round, 1-based (default: the side's first round of the turn) */
  round?: number;
  /** the side whose round it is (default: the first side to act in that round) */
  side?: Side;
  /**
   * Instead of an action round: the last action round of `turn` has just ended, so the end of the
   * turn runs (4.5.3–4.5.6, 10.4 / TR.2.4.4–TR.3.2) and play goes on to the next decision.
   */
  turnEnd?: boolean;
  /** SPs by space id; spaces not named keep the printed setup (3.2 / 3.3), or 0 with `emptyMap` */
  support?: Record<string, readonly [communist: number, democrat: number]>;
  emptyMap?: boolean;
  /** space ids eliminated by events */
  eliminated?: string[];
  vp?: number;
  /** who holds power where (default: the Communist everywhere, never scored) */
  power?: Partial<Record<CountryId, { holder: Side; timesScored?: number }>>;
  effects?: LastingEffect[];
  eventsPlayed?: number[];
  tiananmen?: Partial<Record<Side, Partial<TiananmenPosition>>>;
  ussrStability?: number;
  awardUsed?: Partial<GameState['awardUsed']>;
  /** the log so far, oldest first (default: a new game's first line) */
  log?: LogEntry[];
}

const bad = badPosition;

const isInt = (v: unknown, lo: number, hi: number): boolean => Number.isInteger(v) && (v as number) >= lo && (v as number) <= hi;
const isSide = (v: unknown): v is Side => v === 'communist' || v === 'democrat';

function checkSpec(spec: PositionSpec): void {
  if (!spec || typeof spec !== 'object') throw bad('a position needs a spec');
  const family = spec.mode === 'family';
  if (spec.mode !== undefined && spec.mode !== 'standard' && !family) throw bad(`unknown mode ${String(spec.mode)}`);
  if (!isInt(spec.turn, 1, family ? FAMILY_LAST_TURN : LAST_TURN)) throw bad(`turn ${String(spec.turn)} is not a turn of the game`, { turn: spec.turn });
  if (spec.side !== undefined && !isSide(spec.side)) throw bad(`unknown side ${String(spec.side)}`);
  if (spec.round !== undefined && !isInt(spec.round, 1, 99)) throw bad(`round ${String(spec.round)} is not an action round`);
  if (spec.turnEnd && (spec.round !== undefined || spec.side !== undefined)) throw bad('a turn end has no round or side of its own');
  if (spec.vp !== undefined && !Number.isInteger(spec.vp)) throw bad('VP must be a whole number');
  if (spec.ussrStability !== undefined && !isInt(spec.ussrStability, 0, 4)) throw bad('the USSR stability track runs from 0 to 4 (12.0)');
  for (const d of spec.dice ?? []) if (!isInt(d, 1, 6)) throw bad(`a die shows 1 to 6, not ${String(d)}`);
  for (const [id, row] of Object.entries(spec.support ?? {})) {
    if (!isSpaceId(id)) throw bad(`unknown space ${id}`, { space: id });
    if (!Array.isArray(row) || row.length !== 2 || !row.every((n) => isInt(n, 0, 99)))
      throw bad(`SPs of ${id} must be [communist, democrat], whole numbers ≥ 0`, { space: id });
  }
  for (const id of spec.eliminated ?? []) if (!isSpaceId(id)) throw bad(`unknown space ${String(id)}`, { space: id });
  for (const [c, p] of Object.entries(spec.power ?? {})) {
    if (!(COUNTRY_IDS as readonly string[]).includes(c)) throw bad(`unknown country ${c}`, { country: c });
    if (!p || !isSide(p.holder) || (p.timesScored !== undefined && !isInt(p.timesScored, 0, 99)))
      throw bad(`power in ${c} needs a holder (and a number of scorings)`, { country: c });
  }
  for (const [side, t] of Object.entries(spec.tiananmen ?? {})) {
    if (!isSide(side)) throw bad(`unknown side ${side}`);
    if (t?.box !== undefined && !isInt(t.box, 0, LAST_BOX)) throw bad(`the Tiananmen Square track has boxes 0 to ${LAST_BOX} (6.3)`, { side });
    if (t?.failedAttempts !== undefined && !isInt(t.failedAttempts, 0, 99)) throw bad('failed Tiananmen attempts must be a whole number ≥ 0', { side });
  }
  const effects = spec.effects ?? [];
  for (const e of effects) {
    // (a test may register hooks of its own under a number that is no card)
    if (!e || !isInt(e.card, 1, Number.MAX_SAFE_INTEGER) || !isSide(e.side)) throw bad('an effect needs a card number and a side', { effect: e });
    if (effects.filter((x) => x.card === e.card && x.side === e.side).length > 1) throw bad(`the effect of card ${e.card} is in force twice`, { card: e.card });
  }
  for (const c of spec.eventsPlayed ?? []) if (!isCardNumber(c)) throw bad(`${String(c)} is not a card`, { card: c });
  checkInPlay(
    spec,
    effects.map((e) => e.card),
  );
  if (spec.family !== undefined && !family) throw bad('family piles in a standard game');
  if (spec.log !== undefined && (!Array.isArray(spec.log) || !spec.log.every((e) => e && typeof e.key === 'string' && typeof e.params === 'object')))
    throw bad('the log must be a list of entries with a key and params');
}

/** A game at the start of an action round (or at the end of a turn), settled to its first decision. */
export function startPosition(spec: PositionSpec): GameState {
  checkSpec(spec);
  const mode = spec.mode ?? 'standard';
  const rig = spec.rig && (spec.rig.strategyDeck || spec.rig.powerStruggleDeck) ? { rig: { ...spec.rig } } : {};
  const s = baseState({ seed: spec.seed ?? 'position', mode, ...rig });
  s.turn = spec.turn;
  s.phasing = mode === 'family' ? 'democrat' : 'communist';
  s.rigDice = [...(spec.dice ?? [])];
  if (spec.emptyMap) s.support = s.support.map(() => ({ communist: 0, democrat: 0 }));
  for (const [id, [communist, democrat]] of Object.entries(spec.support ?? {})) s.support[spaceIndex(id)] = { communist, democrat };
  s.eliminated = (spec.eliminated ?? []).map(spaceIndex);
  s.vp = spec.vp ?? 0;
  for (const [c, p] of Object.entries(spec.power ?? {})) s.power[c as CountryId] = { holder: p.holder, timesScored: p.timesScored ?? 0 };
  s.effects = (spec.effects ?? []).map((e) => structuredClone(e));
  s.eventsPlayed = [...(spec.eventsPlayed ?? [])];
  for (const side of SIDES) s.tiananmen[side] = { ...s.tiananmen[side], ...spec.tiananmen?.[side] };
  s.ussrStability = spec.ussrStability ?? 0;
  s.awardUsed = { ...s.awardUsed, ...spec.awardUsed };
  placeCards(s, spec, mode === 'family' ? { box: outOfFamilyGame(), deck: sideDeck } : undefined);
  if (spec.log) {
    const log = structuredClone(spec.log);
    s.log = Array.from({ length: Math.ceil(log.length / LOG_CHUNK) }, (_, i) => log.slice(i * LOG_CHUNK, (i + 1) * LOG_CHUNK));
  }
  s.stack = [mode === 'family' ? familyTurnAt(s, spec) : turnAt(s, spec)];
  beginFresh(s);
  try {
    settle(s);
  } finally {
    endChange();
  }
  return s;
}

/** The turn frame as a game has it just before the round starts (4.5.2), or after the last round. */
function turnAt(s: GameState, spec: PositionSpec): TurnFrame {
  const order = roundOrder(s);
  let next: number;
  if (spec.turnEnd) {
    next = order.length;
  } else {
    const round = spec.round ?? 1;
    next = order.findIndex(([r, side]) => r === round && (spec.side === undefined || side === spec.side));
    if (next < 0)
      throw bad(`turn ${s.turn} has no action round ${round}${spec.side ? ` for the ${spec.side}` : ''} (4.5.2)`, { turn: s.turn, round, side: spec.side });
  }
  // as after the round before (the turn frame sets round and side itself when it starts the next)
  const before = order[next - 1];
  if (before) [s.round, s.phasing] = before;
  return { ...turnFrame(), step: 'rounds', next };
}

/** TR.2.4.3: eight rounds alternating from the Democrat; round r is the (r−1)th taken. */
function familyTurnAt(s: GameState, spec: PositionSpec): TurnFrame {
  if (spec.turnEnd) {
    [s.round, s.phasing] = [FAMILY_ROUNDS, familySideOf(FAMILY_ROUNDS - 1)];
    return { ...turnFrame(), step: 'rounds', next: FAMILY_ROUNDS };
  }
  const round = spec.round ?? (spec.side === 'communist' ? 2 : 1);
  if (round > FAMILY_ROUNDS) throw bad(`a family turn has ${FAMILY_ROUNDS} rounds (TR.2.1)`, { round });
  if (spec.side !== undefined && familySideOf(round - 1) !== spec.side)
    throw bad(`round ${round} of a family turn is the ${familySideOf(round - 1)}'s (TR.2.4.3)`, { round, side: spec.side });
  if (round > 1) [s.round, s.phasing] = [round - 1, familySideOf(round - 2)];
  return { ...turnFrame(), step: 'rounds', next: round - 1 };
}

/**
 * The spec of what `s` holds between action rounds: its turn, round and phasing side, the board,
 * the tracks, the effects and every card's place. For a state waiting at the start of an action
 * round, `startPosition(positionOf(s))` is the same position (tests/engine/position.test.ts).
 * A power struggle under way, the frames and the generator are not part of it.
 */
export function positionOf(s: GameState): PositionSpec {
  const rows = Object.fromEntries(s.support.map((r, i) => [spaceAt(i).id, [r.communist, r.democrat] as const]));
  const rig = s.options.rig;
  return {
    mode: s.options.mode ?? 'standard',
    seed: s.options.seed,
    ...(rig?.strategyDeck || rig?.powerStruggleDeck ? { rig: { strategyDeck: rig.strategyDeck, powerStruggleDeck: rig.powerStruggleDeck } } : {}),
    dice: [...s.rigDice],
    turn: s.turn,
    round: Math.max(1, s.round),
    side: s.phasing,
    emptyMap: true,
    support: rows,
    eliminated: s.eliminated.map((i) => spaceAt(i).id),
    vp: s.vp,
    power: Object.fromEntries(COUNTRY_IDS.map((c) => [c, { ...s.power[c] }])),
    effects: structuredClone(s.effects),
    eventsPlayed: [...s.eventsPlayed],
    tiananmen: structuredClone(s.tiananmen),
    ussrStability: s.ussrStability,
    awardUsed: { ...s.awardUsed },
    ...placesOf(s),
    log: structuredClone(logEntries(s)),
  };
}
