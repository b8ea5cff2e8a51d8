/** What one side may see (docs/design.md "Hidden information"): no opponent hands, no deck order, no RNG. */
import { cardAt, PS_CARD_INDEXES, psCardAt, type CountryId, type Side, type Suit } from './data';
import { opsValue } from './ops';
import type { Frame, GameState, LastingEffect, LogEntry, PowerStruggleState, Prompt, ShownCards, ShownPrompt, SupportRow } from './types';
import { controller, other } from './board';
import { decisionFor, type Decision } from './decision';
import {
  cardsInPlay,
  cardsNotYetAdded,
  discards,
  drawPile,
  familyView,
  hand,
  knownOfOpponent,
  openOpponentPsHand,
  psDeck,
  psDiscards,
  psHand,
  removedCards,
  setAsideCards,
  shownFrom,
  type FamilyView,
  knownOf,
} from './zones';
import { entryIs, logEntries } from './log';

/** Everything one side may see, and the decision it must make (docs/design.md "Hidden information"; the view is the decision surface). */
export interface PlayerView {
  side: Side;
  turn: number;
  round: number;
  phasing: Side;
  vp: number;
  support: SupportRow[];
  /** 2.1.7: who controls each space (by space index), null where nobody does */
  control: (Side | null)[];
  hand: number[];
  /** 7.3: each hand card's Ops value for this side now, with every modifier in force */
  handOps: Record<number, number>;
  opponentHandSize: number;
  /** what this side has seen of the opponent's hand (src/engine/zones/knowledge.ts): cards still there, and whether the rest holds no red-titled card */
  opponentKnown: ShownCards;
  /** what the opponent has seen of this side's hand */
  ownShown: ShownCards;
  /** own cards set aside face down (Samizdat); of the opponent's only how many */
  setAside: number[];
  opponentSetAsideSize: number;
  drawPileSize: number;
  discard: number[];
  removed: number[];
  notYetAddedSize: number;
  inPlay: number[];
  eliminated: number[];
  tiananmen: GameState['tiananmen'];
  ussrStability: number;
  power: GameState['power'];
  effects: LastingEffect[];
  eventsPlayed: number[];
  awardUsed: GameState['awardUsed'];
  powerStruggle: PowerStruggleView | null;
  /** family mode only: own power-struggle hand, pile sizes, discards */
  family: FamilyView | null;
  log: LogEntry[];
  /** the step machine's pending work, which both players follow (the opponent's award draw hidden) */
  stack: readonly Frame[];
  prompt: ShownPrompt | null;
  /** the decision this side must make now: legal actions, refusals with reasons, odds and costs; null while the other side decides */
  decision: Decision | null;
  result: GameState['result'];
  /** the public figures at the start of this turn and the one before: the end of a turn in one card */
  turnFacts: NonNullable<GameState['turnFacts']> | null;
}

/** The power struggle under way (8.0) as one side sees it. */
export interface PowerStruggleView {
  country: CountryId;
  initiator: Side;
  hand: number[];
  opponentHandSize: number;
  /** the opponent's hand when an event makes him play it face up, else null */
  opponentHand: number[] | null;
  deckSize: number;
  discard: number[];
  raised: PowerStruggleState['raised'];
  attacker: Side;
  lead: PowerStruggleState['lead'];
  blockedSuits: Suit[];
  winner: Side | null;
  winningSuit: Suit | null;
  /** the cards laid on the table so far, in order (8.3.2) */
  played: PlayedPsCard[];
}

/** A card laid on the table in a power struggle (8.3.2): who played it, how, and its counterattack roll. */
export interface PlayedPsCard {
  side: Side;
  card: number;
  how: 'lead' | 'match' | 'block';
  /** the suit led (a leader leads as any open suit), or the suit a Tactic Fails blocked */
  suit: Suit | null;
  /** a match: the counterattack roll (null: rank 1 takes the initiative without one), the rank it needed, and whether it took it */
  die?: number | null;
  rank?: number;
  success?: boolean;
}

/** A Tactic Fails card: the log names the blocked suit, not the card, and every one looks the same. */
const TACTIC_FAILS = PS_CARD_INDEXES.find((c) => psCardAt(c).wild === 'tactic-fails')!;

/** The index of the log line that began the last power struggle (8.1), or −1. */
export function struggleStart(log: readonly LogEntry[]): number {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.key === 'psStart') return i;
  return -1;
}

/** The cards played in the struggle under way, in order, from the log since it began (8.1). */
export function playedCards(log: readonly LogEntry[]): PlayedPsCard[] {
  const out: PlayedPsCard[] = [];
  for (let i = struggleStart(log) + 1; i < log.length; i++) {
    const e = log[i]!;
    if (entryIs(e, 'psLead')) out.push({ side: e.params.side, card: e.params.card, how: 'lead', suit: e.params.suit ?? null });
    else if (entryIs(e, 'psMatch'))
      out.push({ side: e.params.side, card: e.params.card, how: 'match', suit: null, die: e.params.die, rank: e.params.rank, success: e.params.success });
    else if (entryIs(e, 'psTacticFails')) out.push({ side: e.params.side, card: TACTIC_FAILS, how: 'block', suit: e.params.suit });
  }
  return out;
}

/** The parameters of a decision shown to the side that does not take it: none. */
export const NO_PARAMS: Record<string, never> = Object.freeze({});

/** Prompt details are only for the side that decides. */
function promptFor(p: Prompt | null, side: Side): ShownPrompt | null {
  if (!p) return null;
  return p.side === side ? p : { side: p.side, kind: p.kind, rule: p.rule, params: NO_PARAMS, card: p.card };
}

/**
 * The frames are the public course of play (which card is played, Ops left, a struggle's step);
 * the only hidden card numbers in a frame are the cards the opponent drew for a Tiananmen award
 * (6.3.5 box 3), which show as 0s.
 */
function publicStack(s: GameState, side: Side): readonly Frame[] {
  return s.stack.map((f) => (f.kind === 'drawKeep' && f.side !== side && Array.isArray(f.drawn) ? { ...f, drawn: (f.drawn as number[]).map(() => 0) } : f));
}

export function viewFor(s: GameState, side: Side): PlayerView {
  const opp = other(side);
  const ps = s.ps;
  const log = logEntries(s);
  return {
    side,
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    vp: s.vp,
    support: s.support,
    control: s.support.map((_, i) => controller(s, i)),
    hand: hand(s, side) as number[],
    handOps: Object.fromEntries(knownOf(hand(s, side)).map((c) => [c, cardAt(c).side === 'scoring' ? 0 : opsValue(s, side, { card: c, use: 'place' })])),
    opponentHandSize: hand(s, opp).length,
    opponentKnown: knownOfOpponent(s, side),
    ownShown: shownFrom(s, side),
    setAside: setAsideCards(s, side) as number[],
    opponentSetAsideSize: setAsideCards(s, opp).length,
    drawPileSize: drawPile(s).length,
    discard: discards(s) as number[],
    removed: removedCards(s) as number[],
    notYetAddedSize: cardsNotYetAdded(s).length,
    inPlay: cardsInPlay(s) as number[],
    eliminated: s.eliminated,
    tiananmen: s.tiananmen,
    ussrStability: s.ussrStability,
    power: s.power,
    effects: s.effects,
    eventsPlayed: s.eventsPlayed,
    awardUsed: s.awardUsed,
    powerStruggle: ps && {
      country: ps.country,
      initiator: ps.initiator,
      hand: psHand(s, side) as number[],
      opponentHandSize: psHand(s, opp).length,
      opponentHand: openOpponentPsHand(s, side) as number[] | null,
      deckSize: psDeck(s).length,
      discard: psDiscards(s) as number[],
      raised: ps.raised,
      attacker: ps.attacker,
      lead: ps.lead,
      blockedSuits: ps.blockedSuits,
      winner: ps.winner,
      winningSuit: ps.winningSuit,
      played: playedCards(log),
    },
    family: familyView(s, side),
    log,
    stack: publicStack(s, side),
    prompt: promptFor(s.prompt, side),
    decision: decisionFor(s, side),
    result: s.result,
    turnFacts: s.turnFacts ?? null,
  };
}
