/**
 * The decision surface (docs/design.md "The view is the decision surface"): for the side that must
 * decide, its legal actions, why each use of a hand card that is not legal is refused, and the
 * facts a player needs before committing — placement costs (6.1.3), support-check odds with their
 * modifiers (6.2.4–6.2.6), Tiananmen odds (6.3.1–6.3.2), whether an opponent's event fires on an
 * Ops play (5.2, in the refusals), the held-scoring-card risk (4.5.4) and what keeping power is worth (8.4.6).
 * Everything is worked out from the state without changing it; the UI and the computer read it
 * from the view and never restate a rule.
 */
import { checkModifiers, checkOutcome, eventsModifier, type CheckModifiers } from './frames/supportChecks';
import { placementCost } from './frames/placeSupport';
import { aftermathModifier, counterattackFaces, expectedResults, RAISE_COST } from './frames/psRules';
import { explainAction, legalOf, top } from './machine';
import { eventRefusal } from './events/registry';
import { rowAt, other } from './board';
import { psCardAt, spaceIndex, SPACES_OF_COUNTRY, type CountryId, type Side } from './data';
import { heldScoringRisk, keepPowerVp, opponentEventFires, tiananmenOdds, type HeldScoringRisk, type TiananmenOdds } from './preview';
import type { Action, CardUse, GameState } from './types';
import { hand, knownOf, psHand } from './zones';

/** A use of a hand card that is not allowed now, and the rule that forbids it. */
export interface Refusal {
  card: number;
  use: CardUse;
  code: string;
  rule: string;
  params: Record<string, unknown>;
}

/** One support-check target's chances (6.2.4–6.2.6), before the die is rolled. */
export interface CheckOdds extends CheckModifiers {
  /** the opponent's SPs in the space now */
  opponentSp: number;
  /** chance, 0..1, that at least one opponent SP is removed or one own SP added */
  success: number;
  /** expected opponent SPs removed and own SPs added (6.2.6) */
  expectedRemoved: number;
  expectedAdded: number;
}

export interface DecisionFacts {
  /** 6.1.3: the Ops one SP costs in each space a placement may target */
  placeCost?: Record<string, number>;
  /** 6.2: the odds of each support-check target */
  checkOdds?: Record<string, CheckOdds>;
  /** 6.3.1–6.3.2: what a Tiananmen attempt with each hand card needs */
  tiananmen?: Record<number, TiananmenOdds>;
  /** 4.5.4: the action rounds left and the scoring cards held */
  heldRisk?: HeldScoringRisk;
  /** 8.4.6: the VP the Communist scores by keeping power */
  keepPowerVp?: number;
  /** 8.2–8.4: what a power-struggle decision risks and gains */
  powerStruggle?: StruggleFacts;
}

/** What each side would get from winning the struggle now with a plain suit (neither Petition nor Rally, 8.4.1). */
export interface Stakes {
  /** the aftermath rolls' modifier (raises, events) */
  modifier: number;
  /** expected VP of the winner's roll (8.4.3) and SPs the loser removes (8.4.2) */
  expectedVp: number;
  expectedLoss: number;
  /** 8.4.4: the chance that the Democrat's win takes power (0 for the Communist) */
  takesPower: number;
}

export interface StruggleFacts {
  /** 8.2.2: raising costs 3 of the cards in hand and adds +1 to both aftermath rolls, whoever wins */
  raise?: { cost: number; handSize: number };
  /** 8.3.2 step 3: after a match, the lowest die that takes the initiative (1: automatic, Rally) */
  counterattack?: number;
  stakes: Record<Side, Stakes>;
}

export interface Decision {
  /** every legal action, as `legalActions` gives them */
  legal: readonly Action[];
  /** in an action round: each use of a hand card that is not legal, with the reason */
  refused: readonly Refusal[];
  facts: DecisionFacts;
}

const USES: readonly CardUse[] = ['event', 'place', 'check', 'tiananmen'];

/** 4.5.2 / TR.2.4.2–TR.2.4.3: the decisions that start a card play (a standard action round, a family card choice). */
export const CARD_PLAY_PROMPTS: readonly string[] = ['actionRound', 'familyAction', 'familyPlayCard'];

/** Whether a decision starts a card play (the others are steps inside one, or setup and struggles). */
export const startsCardPlay = (p: { kind: string } | null | undefined): boolean => !!p && CARD_PLAY_PROMPTS.includes(p.kind);

/** 6.2.4–6.2.6 before the roll: the check's modifiers and its outcome for each face of the die, as the roll resolves them. */
export function checkOdds(s: GameState, side: Side, space: number, ops: number, bonus = 0): CheckOdds {
  const m = checkModifiers(s, side, space, ops, bonus);
  const opponentSp = rowAt(s, space)[other(side)];
  const modifier = ops + m.adjacency + eventsModifier(m);
  let wins = 0;
  let removed = 0;
  let added = 0;
  for (let die = 1; die <= 6; die++) {
    const out = checkOutcome(die + modifier, m.target, opponentSp);
    if (out.removed + out.added === 0) continue;
    wins += 1;
    removed += out.removed;
    added += out.added;
  }
  return { ...m, opponentSp, success: wins / 6, expectedRemoved: removed / 6, expectedAdded: added / 6 };
}

/** Why each use of a hand card that is not offered is refused (action rounds only, 4.5.2 / 5.1). */
function refusals(s: GameState, side: Side, legal: readonly Action[]): Refusal[] {
  const out: Refusal[] = [];
  for (const card of knownOf(hand(s, side))) {
    for (const use of USES) {
      if (legal.some((a) => a.type === 'play' && a.card === card && a.use === use)) continue;
      const e = explainAction(s, { side, type: 'play', card, use });
      // 5.2: an opponent's event that cannot take place now is not triggered by an Ops play either;
      // why it cannot is said as to its owner (the card it needs first, its condition)
      if (e.code === 'OPPONENT_EVENT' && !opponentEventFires(s, side, card, 'place')) {
        const why = eventRefusal(s, card, other(side));
        out.push({ card, use, code: 'OPPONENT_EVENT_IDLE', rule: '5.2', params: { ...e.params, ...why?.params, card, why: why?.code ?? 'none' } });
      } else out.push({ card, use, code: e.code, rule: e.rule, params: e.params });
    }
  }
  return out;
}

function facts(s: GameState, side: Side, legal: readonly Action[]): DecisionFacts {
  const p = s.prompt!;
  const f = top(s);
  switch (p.kind) {
    case 'actionRound': {
      const tiananmen: Record<number, TiananmenOdds> = {};
      for (const a of legal) {
        if (a.type !== 'play' || a.use !== 'tiananmen') continue;
        const odds = tiananmenOdds(s, side, a.card);
        if (odds) tiananmen[a.card] = odds;
      }
      return { tiananmen, heldRisk: heldScoringRisk(s, side) };
    }
    case 'placeSupport': {
      const placeCost: Record<string, number> = {};
      for (const a of legal) if (a.type === 'place') placeCost[a.space] = placementCost(s, side, spaceIndex(a.space));
      return { placeCost };
    }
    case 'supportCheck': {
      if (f?.kind !== 'supportChecks') return {};
      const odds: Record<string, CheckOdds> = {};
      for (const a of legal) if (a.type === 'check') odds[a.space] = checkOdds(s, side, spaceIndex(a.space), f.ops, f.bonus);
      return { checkOdds: odds };
    }
    case 'psRaise':
    case 'psAttack':
    case 'psDefend':
      return { powerStruggle: struggleFacts(s, side, p.kind) };
    case 'psSurrender': {
      const country = p.params.country as CountryId;
      return { keepPowerVp: keepPowerVp(s, country) };
    }
    default:
      return {};
  }
}

/**
 * 8.4.2–8.4.4 averaged over the die, for `winner` winning with a plain suit now. The loser cannot
 * lose more SPs than he has in the country (8.4.2: the surplus is ignored).
 */
function stakes(s: GameState, winner: Side): Stakes {
  const modifier = aftermathModifier(s, winner, null);
  const held = SPACES_OF_COUNTRY[s.ps!.country].reduce((n, i) => n + rowAt(s, i)[other(winner)], 0);
  const row = expectedResults(modifier, held);
  return { modifier, expectedVp: row.vp, expectedLoss: row.loss, takesPower: winner === 'democrat' ? row.takesPower : 0 };
}

function struggleFacts(s: GameState, side: Side, kind: string): StruggleFacts {
  const ps = s.ps!;
  const facts: StruggleFacts = { stakes: { communist: stakes(s, 'communist'), democrat: stakes(s, 'democrat') } };
  if (kind === 'psRaise') facts.raise = { cost: RAISE_COST, handSize: psHand(s, side).length };
  if (kind === 'psDefend' && ps.lead) facts.counterattack = counterattackFaces(psCardAt(ps.lead.card).rank ?? 1).lowest;
  return facts;
}

/** The decision `side` must make now, or null when it is not his to make. */
export function decisionFor(s: GameState, side: Side): Decision | null {
  if (!s.prompt || s.prompt.side !== side || s.result) return null;
  const legal = legalOf(s);
  return {
    legal: legal.slice(),
    refused: s.prompt.kind === 'actionRound' ? refusals(s, side, legal) : [],
    facts: facts(s, side, legal),
  };
}
