/** The engine's plain-data types: state, actions, prompts, log entries. All JSON. */
import type { CountryId, Side, Suit } from './data';

export type { Side };

export interface RigOptions {
  /** Dice results used, in order, before the RNG is asked. */
  dice?: number[];
  /** Strategy cards put on top (in this order) whenever the strategy draw pile is shuffled. */
  strategyDeck?: number[];
  /** Power-struggle cards put on top (in this order) whenever the power-struggle deck is shuffled. */
  powerStruggleDeck?: number[];
}

export interface GameOptions {
  seed: string;
  /** 'family': the Polish edition's family mode (TR.1–TR.3, src/engine/family) */
  mode?: 'standard' | 'family';
  /**
   * Extra SPs placed by one side after the 3.4 placements, under the same restriction: the
   * optional play balance bid (13.0) and the handicap scenarios ("Democrat +1 SP", "+2 SP").
   */
  extraSupport?: { side: Side; sp: number };
  /** how the extra SPs came about, kept in the record for the players (the engine only uses extraSupport) */
  balanceBid?: { bids: { side: Side; sp: number }[]; tieRoll?: number[] } | null;
  rig?: RigOptions;
  /**
   * online play over the deal (docs/remote.md "The deal"): each shuffle that mixes cards into a
   * pile makes fresh unknown slots instead (src/engine/zones/hidden.ts); not with the family mode
   * or a rigged deck
   */
  hiddenDecks?: boolean;
}

/**
 * A game record (src/engine/record.ts). Version 1 held only options and actions; version 2 adds
 * the rules version it was played under, a checksum of the state after its last action, the
 * game's id (src/store), and each action's fresh entropy where the action used the generator.
 */
export interface GameRecord {
  version: 1 | 2;
  rulesVersion?: number;
  gameId?: string;
  options: GameOptions;
  /** the sides the computer plays and its level (src/store/computer.ts); the rules ignore it */
  computer?: Partial<Record<Side, string>>;
  /** who sat at each side: seat 1 or 2 and the name given in the new-game dialog; the rules ignore it */
  players?: Record<Side, { seat: 1 | 2; name: string }>;
  actions: RecordedAction[];
  checksum?: string;
  /** how many hints the players asked for (src/ui/hint); the rules ignore it */
  hintsUsed?: number;
  /** a game between two devices (src/online): the two shares whose SHA-256 is the seed; the rules ignore it */
  online?: { seedShares: [string, string] };
}

/**
 * An action as recorded: with the entropy the store drew for it, when the action used it. In a
 * game between two devices (src/online) the entropy is the SHA-256 of two shares, the acting
 * side's and the other's, kept as `shares` so anyone can check it; the rules ignore them.
 */
/**
 * An action as recorded: with the fresh entropy drawn for it, online the entropy's shares, and the
 * cards it revealed of slots this engine did not know (docs/engine.md "Unknown slots").
 */
export type RecordedAction = Action & {
  entropy?: string;
  shares?: [string, string];
  reveals?: Record<string, number>;
  /** unknown slot → the cards it may hold, said without naming its card (src/engine/zones/unknown.ts) */
  claims?: Record<string, number[]>;
};

export interface SupportRow {
  communist: number;
  democrat: number;
}

/** A turn's public figures at its start: VP, who holds power, the Tiananmen Square and USSR tracks. */
export interface TurnFacts {
  turn: number;
  vp: number;
  power: Record<CountryId, Side>;
  tiananmen: Record<Side, number>;
  ussr: number;
}

export interface TiananmenPosition {
  /** 0 = off the track, 1..8 = box reached (6.3) */
  box: number;
  /** failed attempts at the next box (6.3.1 "+1 if second or subsequent attempt") */
  failedAttempts: number;
  attemptedThisTurn: boolean;
}

export interface LogEntry {
  key: string;
  params: Record<string, string | number | boolean | null | number[] | string[]>;
}

export interface LastingEffect {
  /** the card whose event created it */
  card: number;
  side: Side;
  data?: Record<string, number | string | boolean | number[]>;
}

export interface PowerStruggleState {
  country: CountryId;
  /** the player who played the scoring card (8.2.1, 8.3.1) */
  initiator: Side;
  deck: number[];
  discard: number[];
  hands: Record<Side, number[]>;
  raised: Record<Side, boolean>;
  attacker: Side;
  /** the card led this round, and the suit it was led as */
  lead: { card: number; suit: Suit } | null;
  blockedSuits: Suit[];
  winner: Side | null;
  winningSuit: Suit | null;
}

export interface GameResult {
  winner: Side | null;
  reason: 'automatic-victory' | 'held-scoring-card' | 'final-scoring' | 'event';
}

/**
 * What the opponent knows of one side's hand (src/engine/zones/knowledge.ts): the cards he has seen
 * in it (#13, #15, #46), and whether the rest of it was shown to hold no red-titled card (#46).
 */
/** A deck formed under hidden decks (src/engine/zones/hidden.ts): its slots, top first, from these cards and unknown slots. */
export interface DeckFormed {
  /** `strategy/1`, `struggle/3`: the deal's deck it is dealt as */
  deck: string;
  kind: 'strategy' | 'struggle';
  slots: number[];
  from: number[];
}

/** The decks formed so far under hidden decks, and the next unknown slot to give. */
export interface HiddenDecks {
  next: number;
  formed: DeckFormed[];
}

export interface ShownCards {
  cards: number[];
  noRedTitled: boolean;
}

/**
 * The family mode's cards (TR.1.2, TR.2.4.1): each side draws from its own deck and discards to its
 * own pile; power-struggle hands are kept between turns. Top of every pile is index 0.
 */
export interface FamilyState {
  drawPiles: Record<Side, number[]>;
  discards: Record<Side, number[]>;
  psDrawPile: number[];
  psDiscard: number[];
  psHands: Record<Side, number[]>;
}

/**
 * Every frame kind of the step machine (docs/design.md), declared by the module that handles it:
 * `declare module '…/types' { interface FrameMap { 'card5:strike': StrikeFrame } }`.
 */
// empty here by design: each frame module adds its kind by declaration merging
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FrameMap {}

/** One pending piece of work in the step machine (docs/design.md): one of the kinds in FrameMap. */
export type Frame = FrameMap[keyof FrameMap];

type SpaceId = string;
/** Where a family-mode move or takeover stands (TR.2.4.3) */
interface FamilyMoveParams {
  from: SpaceId | null;
  to: SpaceId | null;
}

/**
 * Every decision the engine asks, by kind, with its parameters (declared like FrameMap): the
 * core's here, an event frame's in its own module. An event's script asks `card<N>:<step>`
 * (src/engine/events/steps.ts) with the card and the parameters the step gives.
 */
export interface PromptMap {
  setupPlace: { left: number; extra: boolean };
  actionRound: { round: number; turn: number };
  eventTiming: { card: number; trigger: 'opponent' | 'award' | null; options: ('before' | 'after' | 'skip')[] };
  placeSupport: { opsLeft: number; card: number | null };
  supportCheck: { left: number; ops: number; card: number | null };
  opsCommitment: { country: CountryId; source: number; card: number | null; use: 'place' | 'check'; ops: number; opsCommitted: number };
  addSupport: { left: number; target: Side; reason: string };
  removeSupport: { left: number; target: Side; reason: string };
  drawKeep: { cards: number[] | null };
  swapCard: Record<string, never>;
  psRaise: { country: CountryId };
  psRaiseDiscard: { country: CountryId; left: number };
  psAttack: { country: CountryId };
  psDefend: { country: CountryId; lead: { card: number; suit: Suit } | null };
  psSurrender: { country: CountryId };
  familyPlayCard: { cards: number };
  familyPlace: { card: number; opsLeft: number };
  familyAction: { round: number };
  familyMoveFrom: FamilyMoveParams;
  familyMoveTo: FamilyMoveParams;
  familyMoveCount: FamilyMoveParams & { max: number };
  familyTakeoverFrom: FamilyMoveParams;
  familyTakeoverTo: FamilyMoveParams;
  familyTakeoverCount: FamilyMoveParams & { max: number };
  familyPsCard: FamilyMoveParams & { attacker: Side; attack: number; defense: number; communistCard: number | null; democratCard: number | null };
  [eventStep: EventPromptKind]: { card?: number } & Record<string, unknown>;
}

type PromptKind = keyof PromptMap;
/** The kind of a decision an event's script asks (src/engine/events/steps.ts). */
export type EventPromptKind = `card${number}:${string}`;

/** One decision asked of one side: a kind of PromptMap with its parameters. */
export type Prompt = {
  [K in PromptKind]: {
    side: Side;
    kind: K;
    /** the rule that governs this decision */
    rule: string;
    params: PromptMap[K];
    /** the card whose event asks this (every `card<N>:<step>` kind), so no reader parses the kind */
    card?: number;
  };
}[PromptKind];

/**
 * A decision as a side's view shows it: his own in full; the other side's without its
 * parameters (they may name cards he must not see), only its kind and rule.
 */
export type ShownPrompt = Prompt | { side: Side; kind: PromptKind; rule: string; params: Record<string, never>; card?: number };

export interface GameState {
  version: 1;
  options: GameOptions;
  rng: { seed: string; state: object | null };
  rigDice: number[];
  turn: number;
  /** 1-based action round within the turn; 0 before the first */
  round: number;
  phasing: Side;
  /** VP marker: positive favours the Democrat (2.1.10) */
  vp: number;
  /** by space index */
  support: SupportRow[];
  hands: Record<Side, number[]>;
  /**
   * cards a player has set aside face down by an event (Samizdat, 77): out of play, hidden from
   * the opponent, not held at 4.5.4; they return to his hand at the start of the next turn
   */
  setAside: Record<Side, number[]>;
  /** top of the draw pile is index 0 */
  drawPile: number[];
  discard: number[];
  removed: number[];
  /** Middle and Late Year cards not yet shuffled in (4.4) */
  notYetAdded: number[];
  /** cards being played right now */
  inPlay: number[];
  /** space indexes eliminated from play (by events) */
  eliminated: number[];
  tiananmen: Record<Side, TiananmenPosition>;
  /** 0 = stable .. 4 (12.0) */
  ussrStability: number;
  power: Record<CountryId, { holder: Side; timesScored: number }>;
  effects: LastingEffect[];
  /** cards whose events have taken place (prerequisites) */
  eventsPlayed: number[];
  /** per-turn uses of once-per-turn Tiananmen awards (6.3.5 boxes 7 and 8) */
  awardUsed: { noOpponentEvent: boolean; opsAndEvent: boolean };
  ps: PowerStruggleState | null;
  /**
   * What each side's hidden cards have shown the other side, by owner (src/engine/zones/knowledge.ts);
   * absent while nothing has been shown. Every other slot's knowledge follows from its zone.
   */
  shown?: Record<Side, ShownCards>;
  /**
   * The public figures at the start of this turn and of the one before (4.5.1), which the end of a
   * turn is summed up from; the rules never read them (src/ui/TurnSummary.tsx does, from the view).
   */
  turnFacts?: { previous: TurnFacts | null; current: TurnFacts };
  /** only in family mode (neutral and scoring cards are then in `removed`) */
  family?: FamilyState;
  /** only with the option `hiddenDecks`, once a deck was formed (src/engine/zones/hidden.ts) */
  hidden?: HiddenDecks;
  /** the log in chunks, oldest first (src/engine/cow.ts): read it with `logEntries(state)` */
  log: LogEntry[][];
  stack: Frame[];
  prompt: Prompt | null;
  result: GameResult | null;
  /** number of actions applied */
  actionCount: number;
  /** whether the action that led here can be undone, declared by `apply` (src/engine/finality.ts) */
  finality?: Finality;
}

export type CardUse = 'event' | 'place' | 'check' | 'tiananmen';

/** Every action names the side that takes it. */
export type Action =
  | { side: Side; type: 'place'; space: string }
  | { side: Side; type: 'play'; card: number; use: CardUse }
  | { side: Side; type: 'eventTiming'; when: 'before' | 'after' | 'skip' }
  | { side: Side; type: 'check'; space: string }
  | { side: Side; type: 'remove'; space: string }
  | { side: Side; type: 'choose'; card: number }
  /** a named option of a prompt: a country id, a yes/no, an event's mode */
  | { side: Side; type: 'select'; value: string }
  | { side: Side; type: 'done' }
  | { side: Side; type: 'raise' }
  | { side: Side; type: 'psDiscard'; card: number }
  | { side: Side; type: 'psPlay'; card: number; suit?: Suit }
  | { side: Side; type: 'concede' }
  | { side: Side; type: 'surrender'; yes: boolean };

type ActionType = Action['type'];

/** The actions of some types, e.g. `ActionOf<'place' | 'done'>`. */
export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

/** A state as `apply` returns it: it says whether the action that led to it can be undone. */
export type AppliedState = GameState & { finality: Finality };

/** Whether an action can be undone, as `apply` declares it (src/engine/finality.ts). */
export interface Finality {
  /** the side whose action this was */
  side: Side;
  /** true when the action can never be undone */
  final: boolean;
  /** dice rolled (rigged dice included) */
  dice: number;
  /** cards drawn or dealt from a draw pile */
  draws: number;
  /** piles shuffled */
  shuffles: number;
  /** the random generator was used (the action's entropy, if it had any, was mixed in) */
  random: boolean;
  /** hidden cards of the other side shown to the acting side */
  revealed: number;
  /** the outcome told the acting side something about the other side's hidden cards (`disclose`) */
  disclosed: boolean;
  /** the other side decides next */
  handover: boolean;
  /** the game ended */
  over: boolean;
}
