/**
 * 8.3 Play the cards: the attacker (the initiator first, 8.3.1) leads a card of an open suit, a
 * usable leader as any open suit, or a wild card; the defender matches the suit, with a usable
 * leader or Tactic Fails, or concedes. The struggle's state is `s.ps`: whether a card waits to be
 * matched is `s.ps.lead`; the frame ends when `s.ps.winner` is known.
 */
import { must } from '../errors';
import { countrySpaces, other } from '../board';
import { psCardAt, type CountryId, type Side, type Suit } from '../data';
import { log } from '../log';
import { pop, push, registerFrame } from '../machine';
import { rollDie } from '../rng';
import type { ActionOf, GameState } from '../types';
import { answersLead, canUseLeader, counterattackRolls, counterattackSucceeds, ps, SUITS } from './psRules';
import { cardsWhere, discardFromPsHand, discardRandomPsCards, drawPsCards, psHand } from '../zones';
import { removeSupportFrame } from './changeSupport';

declare module '../types' {
  interface FrameMap {
    psCards: PsCardsFrame;
  }
}

interface PsCardsFrame {
  kind: 'psCards';
  country: CountryId;
}

export const psCardsFrame = (country: CountryId): PsCardsFrame => ({ kind: 'psCards', country });

type CardAction = ActionOf<'psPlay' | 'concede'>;

function leadOptions(s: GameState, country: CountryId): CardAction[] {
  const side = ps(s).attacker;
  const open = SUITS.filter((x) => !ps(s).blockedSuits.includes(x));
  const out: CardAction[] = [];
  const leads = (card: number): boolean => {
    const c = psCardAt(card);
    return (
      (c.type === 'suited' && c.suit !== null && open.includes(c.suit)) ||
      (c.type === 'leader' && open.length > 0 && canUseLeader(s, side, card, country)) ||
      (c.type === 'wild' && c.wild !== 'tactic-fails')
    );
  };
  // 8.3.2: whether the attacker can lead at all needs his cards known (or one claimed to lead: an unknown slot)
  for (const card of cardsWhere(psHand(s, side), leads, '8.3.2', 'struggle')) {
    if (card >= 0 && psCardAt(card).type === 'leader') for (const suit of open) out.push({ side, type: 'psPlay', card, suit });
    else out.push({ side, type: 'psPlay', card });
  }
  return out;
}

function matchOptions(s: GameState, country: CountryId): CardAction[] {
  const side = other(ps(s).attacker);
  const suit = must(ps(s).lead, 'card led').suit;
  const out: CardAction[] = [];
  // 8.3.2: whether the defender can answer at all needs his cards known (or one claimed to answer)
  for (const card of cardsWhere(psHand(s, side), (card) => answersLead(s, side, card, suit, country), '8.3.2', 'struggle'))
    out.push({ side, type: 'psPlay', card });
  return out;
}

/** The struggle is won (8.3.3). */
function decide(s: GameState, country: CountryId, winner: Side, suit: Suit | null): void {
  ps(s).winner = winner;
  ps(s).winningSuit = suit;
  log(s, 'psWinner', { country, winner, suit });
}

/** 8.3.2 step 1: wild cards act and hand the initiative to the other player. */
function playWild(s: GameState, country: CountryId, side: Side, card: number): void {
  const opp = other(side);
  const wild = psCardAt(card).wild;
  if (wild === 'support-falters') {
    discardRandomPsCards(s, opp, 2);
  } else if (wild === 'support-surges') {
    drawPsCards(s, side, 2);
  } else if (wild === 'scare-tactics') {
    push(s, removeSupportFrame(side, opp, 1, '8.3.2', 'scareTactics', countrySpaces(s, country)));
  }
  ps(s).attacker = opp;
}

/** 8.3.2 step 1: the attacker leads. */
function lead(s: GameState, a: ActionOf<'psPlay'>): void {
  const c = psCardAt(a.card);
  log(s, 'psLead', { side: a.side, card: a.card, suit: a.suit ?? c.suit });
  if (c.type === 'wild') playWild(s, ps(s).country, a.side, a.card);
  else ps(s).lead = { card: a.card, suit: must(c.type === 'suited' ? c.suit : a.suit, 'suit led') };
}

/** 8.3.2 steps 2 and 3: the defender matches, or blocks the suit with Tactic Fails. */
function match(s: GameState, a: ActionOf<'psPlay'>): void {
  const state = ps(s);
  const led = must(state.lead, 'card led');
  state.lead = null;
  if (psCardAt(a.card).wild === 'tactic-fails') {
    state.blockedSuits.push(led.suit);
    log(s, 'psTacticFails', { side: a.side, suit: led.suit });
    return;
  }
  // step 3: counterattack roll against the rank of the attacking card; rank 1 is automatic
  const rank = must(psCardAt(led.card).rank, 'rank of the card led');
  const die = counterattackRolls(rank) ? rollDie(s) : null;
  const success = counterattackSucceeds(rank, die);
  log(s, 'psMatch', { side: a.side, card: a.card, rank, die, success });
  if (success) state.attacker = a.side;
}

registerFrame<PsCardsFrame, CardAction>('psCards', {
  advance(s, f) {
    const state = ps(s);
    if (state.winner !== null) {
      pop(s, f);
      return false;
    }
    if (state.lead === null) {
      if (leadOptions(s, f.country).length > 0) return true;
      // 8.3.1 / 8.3.2: an attacker without a playable card loses
      log(s, 'psNoPlayableCard', { side: state.attacker });
      decide(s, f.country, other(state.attacker), null);
      return false;
    }
    if (matchOptions(s, f.country).length > 0) return true;
    log(s, 'psCannotMatch', { side: other(state.attacker) });
    decide(s, f.country, state.attacker, state.lead.suit);
    return false;
  },
  prompt: (s, f) =>
    ps(s).lead === null
      ? { side: ps(s).attacker, kind: 'psAttack', rule: '8.3.2', params: { country: f.country } }
      : { side: other(ps(s).attacker), kind: 'psDefend', rule: '8.3.2', params: { country: f.country, lead: ps(s).lead } },
  actions: (s, f) => (ps(s).lead === null ? leadOptions(s, f.country) : [...matchOptions(s, f.country), { side: other(ps(s).attacker), type: 'concede' }]),
  act(s, f, a) {
    if (a.type === 'concede') {
      log(s, 'psConcede', { side: a.side });
      decide(s, f.country, ps(s).attacker, must(ps(s).lead, 'card led').suit);
      return;
    }
    discardFromPsHand(s, a.side, a.card);
    if (ps(s).lead === null) lead(s, a);
    else match(s, a);
  },
});
