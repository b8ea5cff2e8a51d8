import { describe, expect, it } from 'vitest';
import { legalActions, sameAction, viewFor, type GameState, type Side } from '../../src/engine';
import { other } from '../../src/engine/board';
import { PS_CARD_INDEXES, psCardAt, SPACES } from '../../src/engine/data';
import { democratStruggleChance, noneDrawn, struggleChoice } from '../../src/ai/struggle';
import { yardstickPolicy } from '../../tools/arena/yardstick';
import { edit, findPosition, layOutStruggle, redealHand } from '../table';

const find = (seed: string, test: (s: GameState) => boolean): GameState => findPosition(seed, test, 80);

/**
 * `s0` with the struggle's cards laid out: `side` holds `hand`, `seen` lie in the discards, the
 * opponent holds `oppCards` of the rest and the deck the others; no suit blocked, nobody raised.
 */
const arrange = (s0: GameState, side: Side, hand: number[], seen: number[], oppCards: number): GameState =>
  edit(s0, (d) => {
    const rest = PS_CARD_INDEXES.filter((c) => !hand.includes(c) && !seen.includes(c));
    const hands = { [side]: hand, [other(side)]: rest.slice(0, oppCards) } as Record<Side, number[]>;
    layOutStruggle(d, hands, seen, rest.slice(oppCards));
    d.ps!.blockedSuits = [];
    d.ps!.raised = { communist: false, democrat: false };
  });

describe('the power struggle from what a side knows (8.0)', () => {
  it('the chance a hand holds none of the marked cards is hypergeometric', () => {
    expect(noneDrawn(5, 2, 2)).toBeCloseTo(3 / 10);
    expect(noneDrawn(10, 0, 4)).toBe(1);
    expect(noneDrawn(6, 3, 4)).toBe(0);
  });

  it('8.3.2: leads the suit the opponent cannot answer, all its answers being seen', () => {
    const s0 = find('lead', (x) => !!x.ps && x.prompt?.kind === 'psAttack');
    // petitions (31–36), every leader (37–48) and Tactic Fails (52) seen: in hand or discarded
    const seenAnswers = [32, 33, 34, 35, 36, 52, ...Array.from({ length: 12 }, (_, i) => 37 + i)];
    const s = arrange(s0, s0.prompt!.side, [31, 7], seenAnswers, 6);
    expect(struggleChoice(s, legalActions(s))).toMatchObject({ type: 'psPlay', card: 31 });
  });

  it('8.3.2: answers the lead with a card while playing on is worth more than conceding', () => {
    const s = find('defend', (x) => !!x.ps && x.prompt?.kind === 'psDefend' && legalActions(x).some((a) => a.type === 'psPlay'));
    const a = struggleChoice(s, legalActions(s));
    expect(a?.type).toBe('psPlay');
  });

  /** A struggle where `defender` must answer `lead` (a card index) with `hand`, the attacker holding `attackerCards` cards. */
  const defending = (defender: 'communist' | 'democrat', lead: number, hand: number[], attackerCards: number) => {
    const s0 = find(`defend-${defender}`, (x) => !!x.ps && x.prompt?.kind === 'psDefend' && x.prompt.side === defender);
    // Tactic Fails (52) discarded: the defender's only answers are in `hand`
    return edit(arrange(s0, defender, hand, [lead, 52], attackerCards), (d) => {
      d.ps!.lead = { card: lead, suit: psCardAt(lead).suit! };
    });
  };
  const choice = (s: GameState, aftermath = true) => struggleChoice(s, legalActions(s), { aftermath })?.type;

  it('8.3.2 / 8.4.1: with one card left against eight, the Democrat concedes to a Petition (its −2 beats losing later) and answers a Rally', () => {
    // conceding now, the Communist wins with a Petition: both aftermath rolls at −2
    expect(choice(defending('democrat', 31, [32], 8))).toBe('concede');
    // losing to a Rally (+2) is the worst way to lose: answering it takes the initiative (rank 1)
    expect(choice(defending('democrat', 1, [2], 8))).toBe('psPlay');
    // ten cards against two: playing on wins more often than not
    expect(choice(defending('democrat', 31, [32, 7, 8, 9, 19, 20, 21, 1, 2, 3], 2))).toBe('psPlay');
  });

  it('8.4.4 / 8.4.6: the Communist, all but beaten, concedes to a Petition: the Democrat then takes power on a 6 only', () => {
    expect(choice(defending('communist', 31, [32], 8))).toBe('concede');
    // the rulebook's example (8.3.4): rather lose to a Strike than answer with the last card and
    // leave the Democrat to win with a Rally
    expect(choice(defending('communist', 7, [8], 8))).toBe('concede');
    expect(choice(defending('communist', 7, [8, 9, 19, 20, 21, 1, 2, 3, 10, 11], 2))).toBe('psPlay');
  });

  it('8.3.2: the yardstick answers whenever a card answers', () => {
    expect(choice(defending('democrat', 31, [32], 8), false)).toBe('psPlay');
    expect(choice(defending('communist', 31, [32], 8), false)).toBe('psPlay');
  });

  it('8.4.1 / 8.4.4: the Democrat leads a Rally that may be answered over a Petition that cannot, to take power on a 3 and not only on a 6', () => {
    const s0 = find('lead-democrat', (x) => !!x.ps && x.prompt?.kind === 'psAttack' && x.prompt.side === 'democrat');
    // every Petition answer, every leader, Tactic Fails and three Rallies seen: two Rallies (5, 6) unseen
    const seen = [32, 33, 34, 35, 36, 52, 2, 3, 4, ...Array.from({ length: 12 }, (_, i) => 37 + i)];
    const s = arrange(s0, 'democrat', [31, 1], seen, 6);
    expect(s.power[s.ps!.country].holder).toBe('communist');
    expect(struggleChoice(s, legalActions(s))).toMatchObject({ type: 'psPlay', card: 1 });
    // by the chance alone (the yardstick) the Petition, which cannot be answered
    expect(struggleChoice(s, legalActions(s), { aftermath: false })).toMatchObject({ type: 'psPlay', card: 31 });
  });

  it('8.1.1 / 8.3.1: a side dealt no cards cannot win the struggle', () => {
    const s = find('chance', (x) => x.turn === 2 && x.round === 1);
    const c = democratStruggleChance(s, 'poland', 'democrat');
    expect(c).toBeGreaterThanOrEqual(0);
    expect(c).toBeLessThanOrEqual(1);
    const poland = SPACES.findIndex((sp) => sp.country === 'poland');
    const none = edit(s, (d) => {
      for (const row of d.support) row.democrat = 0;
      d.support[poland]!.communist = 6;
    });
    // the Democrat, dealt nothing, can neither lead nor match
    expect(democratStruggleChance(none, 'poland', 'communist')).toBe(0);
    expect(democratStruggleChance(none, 'poland', 'democrat')).toBe(0);
    // both dealt nothing: the initiator has nothing to lead and loses (8.3.1)
    const empty = edit(none, (d) => {
      d.support[poland]!.communist = 0;
    });
    expect(democratStruggleChance(empty, 'poland', 'communist')).toBe(1);
    expect(democratStruggleChance(empty, 'poland', 'democrat')).toBe(0);
  });
});

describe('the arena yardstick decides from its view only', () => {
  it('a re-dealt opponent hand and a reseeded generator give the same card play', () => {
    const s = find('yardstick', (x) => x.prompt?.kind === 'actionRound' && x.turn === 1 && x.round === 2);
    const me = s.prompt!.side;
    const opp = other(me);
    const redealt = edit(s, (d) => {
      redealHand(d, opp);
      d.rng = { seed: 'another', state: null };
    });
    const a = yardstickPolicy(viewFor(s, me), { seed: 'y' });
    expect(yardstickPolicy(viewFor(redealt, me), { seed: 'y' })).toEqual(a);
    expect(legalActions(s).some((x) => sameAction(x, a))).toBe(true);
  });
});
