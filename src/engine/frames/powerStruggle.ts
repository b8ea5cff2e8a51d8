/**
 * 8.0 power struggles, in their order: deal (8.1), raise the stakes (8.2, `psRaise`), play the
 * cards (8.3, `psCards`), the aftermath rolls (8.4.1–8.4.4), surrender or keep power (8.4.5–8.4.6,
 * `psSurrender`), then the country's scoring (8.5). This frame runs the steps without decisions and
 * pushes the frames of those with them; the struggle's own state is `s.ps`.
 */
import { must } from '../errors';
import { rowAt, controlledIn, countrySpaces, other } from '../board';
import { SIDES, type CountryId, type Side } from '../data';
import { fresh } from '../cow';
import { effectsWith, hook } from '../hooks';
import { powerStruggleOver } from '../lasting';
import { log } from '../log';
import { pop, push, registerFrame } from '../machine';
import { rollDie } from '../rng';
import { dealStruggleCards, identifyAll, psHand, psHandKnower } from '../zones';
import { scoreCountry } from '../scoring';
import type { GameState } from '../types';

import { psCardsFrame } from './psCards';
import { psRaiseFrame } from './psRaise';
import { aftermathModifier, dealCount, ps, resultsRow } from './psRules';
import { powerToDemocrat, psSurrenderFrame } from './psSurrender';
import { removeSupportFrame } from './changeSupport';

export { aftermathModifier, canUseLeader, dealCount, RAISE_COST, resultsRow, SUITS } from './psRules';

declare module '../types' {
  interface FrameMap {
    powerStruggle: PowerStruggleFrame;
  }
}

interface PowerStruggleFrame {
  kind: 'powerStruggle';
  country: CountryId;
  initiator: Side;
  /** the scoring card that started it, if any */
  card: number | null;
  /** the next step: the ones between `deal` and `vpRoll` push the frame that decides them */
  stage: 'deal' | 'aftermath' | 'vpRoll' | 'power' | 'score' | 'done';
  /** 8.4.1 modifier of both aftermath rolls, fixed when the winner is known */
  modifier: number;
}

export function powerStruggleFrame(country: CountryId, initiator: Side, card: number | null): PowerStruggleFrame {
  return { kind: 'powerStruggle', country, initiator, card, stage: 'deal', modifier: 0 };
}

/** 8.1: all 52 cards are shuffled for every power struggle (FAQ 8.1.1) and dealt by controlled spaces. */
function deal(s: GameState, f: PowerStruggleFrame): void {
  const count = (side: Side) => dealCount(controlledIn(s, f.country, side).length);
  const { deck, hands } = dealStruggleCards(s, { communist: count('communist'), democrat: count('democrat') });
  s.ps = fresh({
    country: f.country,
    initiator: f.initiator,
    deck,
    discard: [],
    hands,
    raised: { communist: false, democrat: false },
    attacker: f.initiator,
    lead: null,
    blockedSuits: [],
    winner: null,
    winningSuit: null,
  });
  log(s, 'psStart', { country: f.country, initiator: f.initiator, communist: hands.communist.length, democrat: hands.democrat.length });
  // 8.1.2: events adjust the hands before they are looked at
  for (const e of effectsWith(s, 'adjustDeal')) hook(e, 'adjustDeal')(s, e, f.country);
  // a hand laid open when the cards are looked at (#70) is seen: its cards must be known
  for (const side of SIDES) if (psHandKnower(s, side) === 'both') identifyAll(psHand(s, side), 'card 70');
}

/** 8.4.1 / 8.4.2: the loser rolls for support loss and chooses the SPs. */
function supportLoss(s: GameState, f: PowerStruggleFrame): void {
  const winner = must(ps(s).winner, 'struggle winner');
  f.modifier = aftermathModifier(s, winner, ps(s).winningSuit);
  const loser = other(winner);
  const die = rollDie(s);
  const loss = resultsRow(die + f.modifier).supportLoss;
  const available = countrySpaces(s, f.country).reduce((n, i) => n + rowAt(s, i)[loser], 0);
  log(s, 'psSupportLoss', { side: loser, die, modifier: f.modifier, loss, lost: Math.min(loss, available) });
  push(s, removeSupportFrame(loser, loser, Math.min(loss, available), '8.4.2', 'supportLoss', countrySpaces(s, f.country)));
}

/** 8.4.3 / 8.4.4: the winner rolls for VP; a Democrat's roll may take power. */
function victoryPoints(s: GameState, f: PowerStruggleFrame): void {
  const winner = must(ps(s).winner, 'struggle winner');
  const die = rollDie(s);
  const row = resultsRow(die + f.modifier);
  s.vp += winner === 'democrat' ? row.vp : -row.vp;
  const takesPower = winner === 'democrat' && row.democratTakesPower && s.power[f.country].holder === 'communist';
  log(s, 'psVictoryPoints', { side: winner, die, modifier: f.modifier, vp: row.vp, takesPower });
  if (takesPower) powerToDemocrat(s, f.country, f.card);
}

registerFrame<PowerStruggleFrame>('powerStruggle', {
  advance(s, f) {
    switch (f.stage) {
      case 'deal':
        f.stage = 'aftermath';
        // pushed in reverse: the raise is decided first, then the cards are played; frames that
        // events push while the hands are adjusted (8.1.2) come before both
        push(s, psCardsFrame(f.country));
        push(s, psRaiseFrame(f.country, f.initiator));
        deal(s, f);
        return false;
      case 'aftermath':
        f.stage = 'vpRoll';
        supportLoss(s, f);
        return false;
      case 'vpRoll':
        victoryPoints(s, f);
        f.stage = 'power';
        return false;
      case 'power':
        f.stage = 'score';
        if (s.power[f.country].holder === 'communist') push(s, psSurrenderFrame(f.country, f.card));
        return false;
      case 'score':
        scoreCountry(s, f.country); // 8.5
        f.stage = 'done';
        return false;
      case 'done':
        powerStruggleOver(s, f.country);
        s.ps = null;
        pop(s, f);
        return false;
    }
  },
});
