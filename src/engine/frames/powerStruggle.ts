/** 8.0 power struggles: deal, raise the stakes, play cards, aftermath, power, country scoring. */
import { must } from '../errors';
import { rowAt, controlledIn, countrySpaces, other } from '../board';
import { spaceAt, psCardAt, COUNTRY, PS_CARD_INDEXES, RESULTS_TABLE, type CountryId, type ResultsRow, type Side, type Suit } from '../data';
import { fresh, isWorking, powerOf, psOf } from '../cow';
import { effectsWith, sumHooks, hook } from '../hooks';
import { powerStruggleOver } from '../lasting';
import { log } from '../log';
import { pop, push, registerFrame } from '../machine';
import { pickRandom, rollDie, shuffle, takeFromPile } from '../rng';
import { scoreCountry } from '../scoring';
import type { Action, GameState, PowerStruggleState } from '../types';

import { setDisposition } from './disposition';
import { removeSupportFrame } from './support';

declare module '../types' {
  interface FrameMap {
    powerStruggle: PowerStruggleFrame;
  }
}


export const SUITS: readonly Suit[] = ['rally-in-the-square', 'march', 'strike', 'petition'];

export interface PowerStruggleFrame {
  kind: 'powerStruggle';
  country: CountryId;
  initiator: Side;
  /** the scoring card that started it, if any */
  card: number | null;
  step: 'deal' | 'raise' | 'raiseDiscard' | 'play' | 'match' | 'aftermath' | 'vpRoll' | 'surrender' | 'score' | 'done';
  /** raise the stakes: who decides now, how many have decided, cards still to discard */
  raiseSide: Side;
  raiseDecided: number;
  discardLeft: number;
  /** 8.4.1 modifier of both aftermath rolls */
  modifier: number;
}

export function powerStruggleFrame(country: CountryId, initiator: Side, card: number | null): PowerStruggleFrame {
  return { kind: 'powerStruggle', country, initiator, card, step: 'deal', raiseSide: initiator, raiseDecided: 0, discardLeft: 0, modifier: 0 };
}

/** 8.2.2: the cards a player discards to raise the stakes */
export const RAISE_COST = 3;

/** 8.1.1: 6 cards for the first controlled space, 2 for each further one, none without control. */
export function dealCount(controlled: number): number {
  return controlled === 0 ? 0 : 6 + 2 * (controlled - 1);
}

/** 8.4.2 / 8.4.3: the results table row of a modified roll (below 0 reads as 0, above 7 as 7). */
export function resultsRow(modified: number): ResultsRow {
  return must(RESULTS_TABLE[Math.max(0, Math.min(7, modified))], 'results table row');
}

/** 8.4.1: the modifier of both aftermath rolls when `winner` wins with `suit` (−2 Petition, +2 Rally, +1 per raise, events). */
export function aftermathModifier(s: GameState, winner: Side, suit: Suit | null): number {
  const state = ps(s);
  return (
    (suit === 'petition' ? -2 : suit === 'rally-in-the-square' ? 2 : 0) +
    (state.raised.communist ? 1 : 0) +
    (state.raised.democrat ? 1 : 0) +
    sumHooks(s, 'aftermathModifier', (h, e) => h(s, e, winner))
  );
}

/** 2.3.2: a leader is usable only with a controlled space of its type in the contested country. */
export function canUseLeader(s: GameState, side: Side, card: number, country: CountryId): boolean {
  const type = psCardAt(card).leader;
  return controlledIn(s, country, side).some((i) => spaceAt(i).socio === type);
}

/** The struggle under way; the working copy of an action gets its own copy to change. */
const ps = (s: GameState): PowerStruggleState => (isWorking(s) ? psOf(s) : must(s.ps, 'power struggle'));

function leadOptions(s: GameState, f: PowerStruggleFrame): Action[] {
  const side = ps(s).attacker;
  const open = SUITS.filter((x) => !ps(s).blockedSuits.includes(x));
  const out: Action[] = [];
  for (const card of ps(s).hands[side]) {
    const c = psCardAt(card);
    if (c.type === 'suited' && c.suit !== null && open.includes(c.suit)) out.push({ side, type: 'psPlay', card });
    else if (c.type === 'leader' && canUseLeader(s, side, card, f.country))
      for (const suit of open) out.push({ side, type: 'psPlay', card, suit });
    else if (c.type === 'wild' && c.wild !== 'tactic-fails') out.push({ side, type: 'psPlay', card });
  }
  return out;
}

function matchOptions(s: GameState, f: PowerStruggleFrame): Action[] {
  const side = other(ps(s).attacker);
  const suit = must(ps(s).lead, 'card led').suit;
  const out: Action[] = [];
  for (const card of ps(s).hands[side]) {
    const c = psCardAt(card);
    if ((c.type === 'suited' && c.suit === suit) || (c.type === 'leader' && canUseLeader(s, side, card, f.country)) || c.wild === 'tactic-fails')
      out.push({ side, type: 'psPlay', card });
  }
  return out;
}

function discardFromHand(s: GameState, side: Side, card: number): void {
  const hand = ps(s).hands[side];
  hand.splice(hand.indexOf(card), 1);
  ps(s).discard.push(card);
}

function decide(s: GameState, f: PowerStruggleFrame, winner: Side, suit: Suit | null): void {
  ps(s).winner = winner;
  ps(s).winningSuit = suit;
  f.step = 'aftermath';
  log(s, 'psWinner', { country: f.country, winner, suit });
}

/** 8.3.2 step 1: wild cards act and hand the initiative to the other player. */
function playWild(s: GameState, f: PowerStruggleFrame, side: Side, card: number): void {
  const opp = other(side);
  const wild = psCardAt(card).wild;
  if (wild === 'support-falters') {
    for (const c of pickRandom(s, ps(s).hands[opp], 2)) discardFromHand(s, opp, c);
  } else if (wild === 'support-surges') {
    const drawn = takeFromPile(s, () => ps(s).deck, 2, s.options.rig?.powerStruggleDeck !== undefined);
    ps(s).hands[side].push(...drawn);
  } else if (wild === 'scare-tactics') {
    push(s, removeSupportFrame(side, opp, 1, '8.3.2', 'scareTactics', countrySpaces(s, f.country)));
  }
  ps(s).attacker = opp;
}

function removeScoringCard(s: GameState, f: PowerStruggleFrame): void {
  if (f.card !== null) setDisposition(s, f.card, 'remove');
}

registerFrame<PowerStruggleFrame>('powerStruggle', {
  advance(s, f) {
    switch (f.step) {
      case 'deal': {
        // 8.1.1 and FAQ 8.1.1: all 52 cards are shuffled for every power struggle
        const deck = shuffle(s, PS_CARD_INDEXES, s.options.rig?.powerStruggleDeck ?? []);
        const hands = { communist: [] as number[], democrat: [] as number[] };
        for (const side of ['communist', 'democrat'] as const)
          hands[side] = deck.splice(0, dealCount(controlledIn(s, f.country, side).length));
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
        f.step = 'raise';
        return false;
      }
      case 'raise':
        if (f.raiseDecided >= 2) {
          f.step = 'play';
          return false;
        }
        if (ps(s).hands[f.raiseSide].length >= RAISE_COST) return true;
        f.raiseDecided += 1;
        f.raiseSide = other(f.raiseSide);
        return false;
      case 'raiseDiscard':
        return true;
      case 'play':
        if (leadOptions(s, f).length > 0) return true;
        // 8.3.1 / 8.3.2: an attacker without a playable card loses
        log(s, 'psNoPlayableCard', { side: ps(s).attacker });
        decide(s, f, other(ps(s).attacker), null);
        return false;
      case 'match':
        if (matchOptions(s, f).length > 0) return true;
        log(s, 'psCannotMatch', { side: other(ps(s).attacker) });
        decide(s, f, ps(s).attacker, must(ps(s).lead, 'card led').suit);
        return false;
      case 'aftermath': {
        // 8.4.1
        const winner = must(ps(s).winner, 'struggle winner');
        const suit = ps(s).winningSuit;
        f.modifier = aftermathModifier(s, winner, suit);
        // 8.4.2: the loser rolls for support loss and chooses the SPs
        const loser = other(winner);
        const die = rollDie(s);
        const loss = resultsRow(die + f.modifier).supportLoss;
        const available = countrySpaces(s, f.country).reduce((n, i) => n + rowAt(s, i)[loser], 0);
        log(s, 'psSupportLoss', { side: loser, die, modifier: f.modifier, loss, lost: Math.min(loss, available) });
        f.step = 'vpRoll';
        push(s, removeSupportFrame(loser, loser, Math.min(loss, available), '8.4.2', 'supportLoss', countrySpaces(s, f.country)));
        return false;
      }
      case 'vpRoll': {
        // 8.4.3 / 8.4.4
        const winner = must(ps(s).winner, 'struggle winner');
        const die = rollDie(s);
        const row = resultsRow(die + f.modifier);
        s.vp += winner === 'democrat' ? row.vp : -row.vp;
        const takesPower = winner === 'democrat' && row.democratTakesPower && s.power[f.country].holder === 'communist';
        log(s, 'psVictoryPoints', { side: winner, die, modifier: f.modifier, vp: row.vp, takesPower });
        if (takesPower) {
          powerOf(s, f.country).holder = 'democrat';
          removeScoringCard(s, f);
        }
        f.step = 'surrender';
        return false;
      }
      case 'surrender':
        if (s.power[f.country].holder === 'communist') return true;
        f.step = 'score';
        return false;
      case 'score':
        scoreCountry(s, f.country); // 8.5
        f.step = 'done';
        return false;
      case 'done':
        powerStruggleOver(s, f.country);
        s.ps = null;
        pop(s, f);
        return false;
    }
  },
  prompt(s, f) {
    switch (f.step) {
      case 'raise':
        return { side: f.raiseSide, kind: 'psRaise', rule: '8.2', params: { country: f.country } };
      case 'raiseDiscard':
        return { side: f.raiseSide, kind: 'psRaiseDiscard', rule: '8.2.2', params: { country: f.country, left: f.discardLeft } };
      case 'play':
        return { side: ps(s).attacker, kind: 'psAttack', rule: '8.3.2', params: { country: f.country } };
      case 'match':
        return { side: other(ps(s).attacker), kind: 'psDefend', rule: '8.3.2', params: { country: f.country, lead: ps(s).lead } };
      default:
        return { side: 'communist', kind: 'psSurrender', rule: '8.4.5', params: { country: f.country } };
    }
  },
  actions(s, f) {
    switch (f.step) {
      case 'raise':
        return [
          { side: f.raiseSide, type: 'raise' },
          { side: f.raiseSide, type: 'done' },
        ];
      case 'raiseDiscard':
        return ps(s).hands[f.raiseSide].map((card): Action => ({ side: f.raiseSide, type: 'psDiscard', card }));
      case 'play':
        return leadOptions(s, f);
      case 'match':
        return [...matchOptions(s, f), { side: other(ps(s).attacker), type: 'concede' }];
      default:
        return [
          { side: 'communist', type: 'surrender', yes: true },
          { side: 'communist', type: 'surrender', yes: false },
        ];
    }
  },
  act(s, f, a) {
    const state = ps(s);
    switch (a.type) {
      case 'raise':
        state.raised[a.side] = true;
        f.step = 'raiseDiscard';
        f.discardLeft = RAISE_COST;
        log(s, 'psRaise', { side: a.side });
        return;
      case 'done':
        f.raiseDecided += 1;
        f.raiseSide = other(f.raiseSide);
        return;
      case 'psDiscard':
        discardFromHand(s, a.side, a.card);
        f.discardLeft -= 1;
        if (f.discardLeft === 0) {
          f.step = 'raise';
          f.raiseDecided += 1;
          f.raiseSide = other(f.raiseSide);
        }
        return;
      case 'concede':
        log(s, 'psConcede', { side: a.side });
        decide(s, f, state.attacker, must(state.lead, 'card led').suit);
        return;
      case 'surrender':
        if (a.yes) {
          // 8.4.5
          powerOf(s, f.country).holder = 'democrat';
          removeScoringCard(s, f);
          log(s, 'psSurrender', { country: f.country });
        } else {
          // 8.4.6: power value × times the Communist has kept power here
          const p = powerOf(s, f.country);
          p.timesScored += 1;
          const vp = COUNTRY[f.country].powerValue * p.timesScored;
          s.vp -= vp;
          log(s, 'psPowerScored', { country: f.country, times: p.timesScored, vp });
        }
        f.step = 'score';
        return;
      case 'psPlay': {
        const c = psCardAt(a.card);
        discardFromHand(s, a.side, a.card);
        if (f.step === 'play') {
          log(s, 'psLead', { side: a.side, card: a.card, suit: a.suit ?? c.suit });
          if (c.type === 'wild') playWild(s, f, a.side, a.card);
          else {
            state.lead = { card: a.card, suit: must(c.type === 'suited' ? c.suit : a.suit, 'suit led') };
            f.step = 'match';
          }
          return;
        }
        // 8.3.2 step 2: the defender matches, or blocks the suit with Tactic Fails
        const lead = must(state.lead, 'card led');
        state.lead = null;
        f.step = 'play';
        if (c.wild === 'tactic-fails') {
          state.blockedSuits.push(lead.suit);
          log(s, 'psTacticFails', { side: a.side, suit: lead.suit });
          return;
        }
        // step 3: counterattack roll against the rank of the attacking card; rank 1 is automatic
        const rank = must(psCardAt(lead.card).rank, 'rank of the card led');
        const die = rank <= 1 ? null : rollDie(s);
        const success = die === null || die >= rank;
        log(s, 'psMatch', { side: a.side, card: a.card, rank, die, success });
        if (success) state.attacker = a.side;
        return;
      }
    }
  },
});

