/**
 * The engine's only door (DESIGN.md): newGame, legalActions, apply, viewFor, replay.
 * Pure functions over plain-data states; an illegal action throws a RuleError and changes nothing.
 */
import { RECORD_FORMAT } from './checksum';
import { apply, newGame } from './apply';
import { RuleError } from './errors';
import type { GameRecord, GameState } from './types';

export * from './types';
export { newGame, legalActions, actionKey, sameAction, apply, applyInPlace } from './apply';
export { RuleError } from './errors';
export { viewFor, hasHiddenCards, type PlayerView } from './view';
export { CARD_PLAY_PROMPTS, startsCardPlay, checkOdds, type CheckOdds, type Decision, type DecisionFacts, type Refusal, type Stakes, type StruggleFacts } from './decision';
export { logEntries, logLength } from './log';
export { playoutCopy } from './cow';
export { implementedEvents } from './events/registry';
export { scoringPreview, keepPowerVp, tiananmenOdds, opponentEventFires, heldScoringRisk, type TiananmenOdds, type CountryScore, type SideScore, type Level } from './preview';
export { determinize, knownOpponentCards, type Rng } from './determinize';
export { RULES_VERSION, RECORD_FORMAT, makeRecord, stateChecksum } from './checksum';
export { startPosition, positionOf, type PositionSpec } from './position';
export { bidKind, other as otherSide, resolveBid, tieRolls, type Bid, type BidKind, type BidOutcome, type Seat } from './bid';
export { psValue as familyPsValue } from './family/cards';

/** Rebuild a game from its record; a bad record throws a RuleError naming the action. */
export function replay(record: GameRecord): GameState {
  if (!record || typeof record !== 'object' || (record.version !== RECORD_FORMAT && record.version !== 1) || !Array.isArray(record.actions))
    throw new RuleError('BAD_RECORD', '-', 'Not a game record of this version', {});
  let s = newGame(record.options);
  record.actions.forEach((a, i) => {
    try {
      s = apply(s, a);
    } catch (e) {
      if (e instanceof RuleError)
        throw new RuleError('BAD_RECORD', e.rule, `Action ${i + 1} of the record is illegal: ${e.message.replace(/ \(rule [^)]*\)$/, '')}`, { index: i, code: e.code });
      throw e;
    }
  });
  return s;
}
