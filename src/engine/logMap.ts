/**
 * Every kind of log entry and its parameters, in one place (like FrameMap for frames): `log()`
 * accepts only these, so an entry always has the fields its message (src/i18n, `log.<key>`)
 * names. Each kind notes the modules that write it. Values are plain JSON (LogValue).
 */
import type { CountryId, Side, Suit } from './data';

/** A log parameter's value. */
export type LogValue = string | number | boolean | null | number[] | string[];

export interface LogMap {
  /** deck.ts */
  addPeriod: { period: string; cards: number };
  /** frames/support.ts */
  addSupport: { side: Side; target: Side; space: string; reason: string };
  /** lasting.ts, frames/cardPlay.ts */
  cardDiscarded: { card: number };
  /** events/early/card20-deutsche-marks.ts */
  cardGiven: { card: number; side: Side; given: number };
  /** frames/cardPlay.ts */
  cardKept: { card: number };
  /** lasting.ts, frames/cardPlay.ts */
  cardRemoved: { card: number };
  /** events/middle/card77-samizdat.ts */
  cardSetAside: { card: number; side: Side; drawn: number };
  /** events/early/card15-honecker.ts */
  cardTakenFromDiscard: { card: number; side: Side; taken: number };
  /** events/middle/card46-goodbye-lenin.ts */
  cardsRevealed: { card: number; side: Side; cards: number[] };
  /** frames/support.ts */
  checksForgone: { side: Side; left: number };
  /** events/late/card86-the-wall-must-go.ts */
  contestRound: { card: number; democrat: number; communist: number; winner: Side | null; democratWins: number; communistWins: number };
  /** events/late/card86-the-wall-must-go.ts */
  contestWon: { card: number; side: Side };
  /** scoring.ts */
  countryScored: {
    country: CountryId;
    communistLevel: string;
    communistVp: number;
    communistBattlegrounds: number;
    democratLevel: string;
    democratVp: number;
    democratBattlegrounds: number;
    net: number;
    vp: number;
  };
  /** events/middle/card54-the-crowd-turns-against-ceausescu.ts */
  crowdRallies: { card: number; side: Side; drawn: number; rallies: number; ops: number };
  /** deck.ts */
  deal: { communist: number; democrat: number };
  /** events/middle/card71-kiss-of-death.ts, events/middle/card75-exit-visas.ts */
  discardCard: { side: Side; card: number; reason: string };
  /** frames/tiananmen.ts */
  drawForAward: { side: Side; count: number };
  /** lasting.ts, events/late/card99-ligachev.ts */
  effectEnds: { card: number; side: Side; by?: number };
  /** lasting.ts */
  effectStarts: { card: number; side: Side };
  /** frames/cardPlay.ts */
  event: { card: number; side: Side };
  /** events/steps.ts */
  eventAddSupport: { card: number; side: Side; space: string; count: number };
  /** events/middle/card44-inflationary-currency.ts */
  eventCancelled: { card: number; side: Side; discarded: number };
  /** events/late/card90-civic-forum.ts */
  eventConditionNotMet: { card: number; side: Side; space: string };
  /** events/middle/card49-foreign-currency-debt-burden.ts, events/middle/card57-central-committee-reshuffle.ts, events/middle/card44-inflationary-currency.ts, events/late/card93-shock-therapy.ts, events/late/card106-social-democratic-platform-adopted.ts, events/late/card96-the-chinese-solution.ts, events/late/card109-kremlin-coup.ts, events/late/card104-new-years-eve-party.ts */
  eventCountry: { card: number; side: Side; country: LogValue };
  /** frames/cardPlay.ts */
  eventDidNotOccur: { card: number; side: Side };
  /** events/middle/card75-exit-visas.ts */
  eventDraw: { card: number; side: Side; discarded: number; drawn: number };
  /** events/middle/card41-ceausescu.ts */
  eventFollowUp: { card: number; space: string; removed: number };
  /** events/steps.ts, events/early/card06-brought-in-for-questioning.ts, events/early/card20-deutsche-marks.ts, events/middle/card44-inflationary-currency.ts, events/middle/card71-kiss-of-death.ts, events/middle/card77-samizdat.ts, events/middle/card70-securitate.ts, events/middle/card69-systematization.ts, events/middle/card41-ceausescu.ts, events/late/card92-betrayal.ts, events/late/card93-shock-therapy.ts, events/late/card103-government-resigns.ts, events/late/card106-social-democratic-platform-adopted.ts, events/late/card89-domino-theory.ts */
  eventNoEffect: { card: number; side?: Side; cancelledBy?: number };
  /** events/early/card16-nomenklatura.ts, events/middle/card46-goodbye-lenin.ts, events/middle/card73-laszlo-tokes.ts, events/middle/card76-warsaw-pact-summit.ts, events/middle/card54-the-crowd-turns-against-ceausescu.ts, events/late/card87-kohl-proposes-reunification.ts, events/late/card104-new-years-eve-party.ts */
  eventOption: { card: number; side: Side; option: LogValue };
  /** events/early/card15-honecker.ts, events/early/card36-dash-for-the-west.ts, events/middle/card77-samizdat.ts, events/late/card89-domino-theory.ts, events/late/card96-the-chinese-solution.ts, events/late/card104-new-years-eve-party.ts */
  eventOptionDeclined: { card: number; side: Side };
  /** events/early/card36-dash-for-the-west.ts, events/middle/playOther.ts */
  eventPlaysCard: { card: number; side: Side; played: number; name?: string };
  /** events/steps.ts, events/middle/card68-klaus-and-komarek.ts, events/late/card97-the-tyrant-is-gone.ts */
  eventRemoveSupport: { card: number; side?: Side; space: string; count: number; target?: Side };
  /** events/steps.ts, events/early/card36-dash-for-the-west.ts, events/middle/card80-nepotism.ts, events/middle/card78-workers-revolt.ts */
  eventRoll: {
    card: number;
    side: Side;
    die: number;
    modifier?: number;
    result?: number;
    needed?: number;
    success?: boolean;
    space?: string;
    adjacency?: number;
    total?: number;
    replaced?: number;
  };
  /** events/steps.ts */
  eventRollFailed: { card: number; side: Side; roll: number; needed: number };
  /** frames/cardPlay.ts */
  eventSkipped: { side: Side; card: number; trigger: string | null };
  /** events/early/card24-st-nicholas-church.ts, events/early/card33-sajudis.ts */
  eventTakeControl: { card: number; side: Side; space: string; count: number };
  /** events/steps.ts */
  eventVp: { card: number; side: Side; vp: number; total: number };
  /** family/cards.ts */
  familyDeal: { communist: number; democrat: number; psCommunist: number; psDemocrat: number };
  /** family/actions.ts */
  familyMove: { side: Side; from: string; to: string; sp: number };
  /** family/actions.ts */
  familyNoAction: { side: Side; round: number };
  /** family/actions.ts */
  familyNoPlacement: { side: Side; card: number; ops: number };
  /** family/actions.ts */
  familyPlaceSupport: { side: Side; space: string };
  /** family/actions.ts */
  familyPlayCard: { side: Side; card: number; ops: number };
  /** family/actions.ts */
  familyPsPass: { side: Side };
  /** family/actions.ts */
  familyPsPlay: { side: Side; card: number; value: string | number };
  /** family/cards.ts */
  familyPsReshuffle: { cards: number };
  /** family/cards.ts */
  familyReshuffle: { side: Side; cards: number };
  /** family/turn.ts */
  familyScoring: { turn: number };
  /** family/setup.ts */
  familySetup: { communist: number; democrat: number; removed: number };
  /** family/actions.ts */
  familyTakeover: {
    side: Side;
    from: string;
    to: string;
    sp: number;
    attackDie: number;
    defenseDie: number;
    defenderSp: number;
    stability: number;
    attack: number;
    defense: number;
  };
  /** family/actions.ts */
  familyTakeoverResult: { side: Side; space: string; winner: Side; attack: number; defense: number; loser: Side; lost: number };
  /** frames/turn.ts */
  finalBonus: { countries: number; vp: number; total: number };
  /** frames/turn.ts */
  finalScoring: Record<string, never>;
  /** frames/turn.ts */
  finalScoringEvent: { card: number; vp: number; total: number };
  /** frames/actionRound.ts */
  forfeitRound: { side: Side; round: number };
  /** machine.ts */
  gameOver: { winner: Side | 'draw'; reason: string; vp: number };
  /** frames/turn.ts */
  heldScoringCard: { sides: Side[] };
  /** frames/tiananmen.ts */
  keepCard: { side: Side; discarded: number };
  /** state.ts */
  newGame: Record<string, never>;
  /** events/late/card104-new-years-eve-party.ts */
  newYearsEveParty: { turn: number };
  /** events/early/card13-stasi.ts */
  nextCardDeclared: { card: number; side: Side; declared: number };
  /** frames/support.ts */
  opsCommitted: { side: Side; country: CountryId; card: number | null; source: number; ops: number };
  /** frames/support.ts */
  opsNotCommitted: { side: Side; country: CountryId; card: number | null; source: number };
  /** frames/support.ts */
  opsUnused: { side: Side; ops: number };
  /** frames/actionRound.ts, events/early/card05-general-strike.ts */
  passRound: { side: Side; round: number };
  /** frames/support.ts */
  placeSupport: { side: Side; space: string; cost: number };
  /** frames/actionRound.ts, events/early/card05-general-strike.ts, events/early/card20-deutsche-marks.ts, events/early/card21-common-european-home.ts */
  playCard: { side: Side; card: number; use: string; round?: number; with?: number };
  /** frames/psCards.ts */
  psCannotMatch: { side: Side };
  /** events/early/card17-roundtable-talks.ts, events/middle/card72-peasant-parties-revolt.ts, events/late/card102-national-salvation-front.ts */
  psCardsTaken: { card: number; side: Side; count: number; from?: string };
  /** frames/psCards.ts */
  psConcede: { side: Side };
  /** events/middle/card72-peasant-parties-revolt.ts */
  psDealNoEffect: { card: number; country: CountryId };
  /** frames/psCards.ts */
  psLead: { side: Side; card: number; suit: Suit | null };
  /** frames/psCards.ts */
  psMatch: { side: Side; card: number; rank: number; die: number | null; success: boolean };
  /** frames/psCards.ts */
  psNoPlayableCard: { side: Side };
  /** frames/psSurrender.ts */
  psPowerScored: { country: CountryId; times: number; vp: number };
  /** frames/psRaise.ts */
  psRaise: { side: Side };
  /** frames/powerStruggle.ts */
  psStart: { country: CountryId; initiator: Side; communist: number; democrat: number };
  /** frames/powerStruggle.ts */
  psSupportLoss: { side: Side; die: number; modifier: number; loss: number; lost: number };
  /** frames/psSurrender.ts */
  psSurrender: { country: CountryId };
  /** frames/psCards.ts */
  psTacticFails: { side: Side; suit: Suit };
  /** frames/powerStruggle.ts */
  psVictoryPoints: { side: Side; die: number; modifier: number; vp: number; takesPower: boolean };
  /** frames/psCards.ts */
  psWinner: { country: CountryId; winner: Side; suit: Suit | null };
  /** events/early/card06-brought-in-for-questioning.ts */
  randomDiscard: { card: number; side: Side; discarded: number };
  /** frames/support.ts, events/middle/card48-we-are-the-people.ts */
  removeSupport: { side: Side; target: Side; space: string; reason: string };
  /** deck.ts */
  reshuffle: { cards: number };
  /** frames/turn.ts */
  setAsideReturned: { side: Side; count: number };
  /** frames/setup.ts, family/setup.ts */
  setupPlace: { side: Side; space: string };
  /** events/middle/card69-systematization.ts */
  spaceEliminated: { card: number; space: string; democratLost: number; communistMoved: number; communistLost: number };
  /** events/early/card05-general-strike.ts */
  strikeRoll: { card: number; side: Side; discarded: number; die: number; ops: number; total: number; needed: number; ended: boolean; round: number };
  /** frames/support.ts */
  supportCheck: {
    side: Side;
    space: string;
    die: number;
    ops: number;
    adjacency: number;
    events: number;
    total: number;
    target: number;
    removed: number;
    added: number;
  };
  /** frames/tiananmen.ts */
  swapCard: { side: Side; card: number };
  /** frames/tiananmen.ts */
  tiananmenAdvance: { side: Side; box: number; award: boolean };
  /** frames/tiananmen.ts */
  tiananmenAttempt: {
    total: number;
    needed: number;
    success: boolean;
    ops: number;
    ownEvent: number;
    repeat: number;
    award: number;
    events: number;
    side: Side;
    card: number;
    die: number;
  };
  /** frames/turn.ts, family/turn.ts */
  turnStart: { turn: number };
  /** events/late/card97-the-tyrant-is-gone.ts */
  tyrantCaptured: { card: number; space: string };
  /** events/late/card97-the-tyrant-is-gone.ts */
  tyrantFlees: { card: number; space: string };
  /** events/late/card97-the-tyrant-is-gone.ts */
  tyrantIsGone: { card: number };
  /** events/late/card97-the-tyrant-is-gone.ts */
  tyrantNotCaptured: { card: number; space: string };
  /** events/steps.ts */
  ussrStability: { card: number; position: number };
}
