/**
 * The engine's only door (docs/design.md): newGame, legalActions, apply, viewFor, replay.
 * Pure functions over plain-data states; an illegal action throws a RuleError and changes nothing.
 */
export * from './types';
export { newGame, legalActions, actionKey, sameAction, apply, applyInPlace } from './apply';
export { RuleError } from './errors';
export { hasHiddenCards } from './zones';
export { viewFor, NO_PARAMS, playedCards, type PlayedPsCard, type PlayerView, type PowerStruggleView } from './view';
export {
  CARD_PLAY_PROMPTS,
  startsCardPlay,
  checkOdds,
  type CheckOdds,
  type Decision,
  type DecisionFacts,
  type Refusal,
  type Stakes,
  type StruggleFacts,
} from './decision';
export { entryIs, logEntries, logLength } from './log';
export type { LogEntryOf, LogKey } from './log';
export { playoutCopy } from './cow';
// a working copy outside an action: online play's table (src/online/table) builds a page's view in one
export { beginChange, endChange } from './cow';
// the table puts the cards the deal opened to this page in their slots of that copy (its view)
export { revealSlots } from './zones/unknown';
// the card zones, read only outside the engine (src/engine/zones)
export * as zones from './zones/read';
export { implementedEvents } from './events/registry';
export {
  scoringPreview,
  keepPowerVp,
  tiananmenOdds,
  opponentEventFires,
  heldScoringRisk,
  type TiananmenOdds,
  type CountryScore,
  type SideScore,
  type Level,
} from './preview';
export { determinize, type Rng } from './determinize';
export { RULES_VERSION, rulesProjection, stateChecksum } from './checksum';
export { RECORD_FORMAT, isKnownFormat, makeRecord, replay, replayRecord, replayActions, RecordActionError, type OnAction } from './record';
export { startPosition, positionOf, type PositionSpec } from './position';
// the game's data and the rule functions the computer reads as the resolution does (one rule, one place)
export {
  CARDS,
  COUNTRY,
  COUNTRY_IDS,
  PS_CARD_INDEXES,
  SIDES,
  SPACES,
  SPACES_OF_COUNTRY,
  psCardAt,
  spaceAt,
  spaceIndex,
  type CountryId,
  type Suit,
} from './data';
export { controlledIn, controlsAfter, isInPlay, other, rowAt, spsToControl } from './board';
export { countryScore } from './scoring';
export { aftermathModifier, answersLead, canUseLeader, counterattackFaces, dealCount, expectedResults, SUITS } from './frames/psRules';
export { bidKind, other as otherSide, resolveBid, tieRolls, type Bid, type BidKind, type BidOutcome, type Seat } from './bid';
export { psValue as familyPsValue } from './family/cards';
