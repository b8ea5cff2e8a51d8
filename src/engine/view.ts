/** What one side may see (docs/design.md "Hidden information"): no opponent hands, no deck order, no RNG. */
import { cardAt, type Side } from './data';
import { opsValue } from './ops';
import type { Frame, GameState, Prompt, ShownPrompt } from './types';
import { controller, other } from './board';
import { decisionFor } from './decision';
import { allHooks } from './hooks';
import { familyView } from './family/view';
import { logEntries } from './log';

export type PlayerView = ReturnType<typeof viewFor>;

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

/**
 * docs/design.md "Hidden information and hotseat": whether `side` holds cards the other player must
 * not see (hand, set-aside cards, power-struggle hand), so the screen is covered before he decides.
 */
export function hasHiddenCards(s: GameState, side: Side): boolean {
  return s.hands[side].length > 0 || s.setAside[side].length > 0 || (s.ps !== null && s.ps.hands[side].length > 0);
}

export function viewFor(s: GameState, side: Side) {
  const opp = other(side);
  const ps = s.ps;
  return {
    side,
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    vp: s.vp,
    support: s.support,
    /** 2.1.7: who controls each space (by space index), null where nobody does */
    control: s.support.map((_, i) => controller(s, i)),
    hand: s.hands[side],
    /** 7.3: each hand card's Ops value for this side now, with every modifier in force */
    handOps: Object.fromEntries(s.hands[side].map((c) => [c, cardAt(c).side === 'scoring' ? 0 : opsValue(s, side, { card: c, use: 'place' })])),
    opponentHandSize: s.hands[opp].length,
    /** own cards set aside face down (Samizdat); of the opponent's only how many */
    setAside: s.setAside[side],
    opponentSetAsideSize: s.setAside[opp].length,
    drawPileSize: s.drawPile.length,
    discard: s.discard,
    removed: s.removed,
    notYetAddedSize: s.notYetAdded.length,
    inPlay: s.inPlay,
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
      hand: ps.hands[side],
      opponentHandSize: ps.hands[opp].length,
      /** the opponent's hand when an event makes him play it face up, else null */
      opponentHand: allHooks(s, 'revealsPowerStruggleHand', (h, e) => !h(s, e, opp)) ? null : ps.hands[opp],
      deckSize: ps.deck.length,
      discard: ps.discard,
      raised: ps.raised,
      attacker: ps.attacker,
      lead: ps.lead,
      blockedSuits: ps.blockedSuits,
      winner: ps.winner,
      winningSuit: ps.winningSuit,
    },
    /** family mode only: own power-struggle hand, pile sizes, discards */
    family: familyView(s, side),
    log: logEntries(s),
    /** the step machine's pending work, which both players follow (the opponent's award draw hidden) */
    stack: publicStack(s, side),
    prompt: promptFor(s.prompt, side),
    /** the decision this side must make now: legal actions, refusals with reasons, odds and costs; null while the other side decides */
    decision: decisionFor(s, side),
    result: s.result,
  };
}
