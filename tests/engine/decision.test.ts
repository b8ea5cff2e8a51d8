/**
 * The view as the decision surface (docs/design.md): the deciding side's legal actions, the reason for
 * each refused use of a hand card, and the facts a player needs before committing.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, startPosition, viewFor, type GameState } from '../../src/engine';
import { psCardAt, spaceIndex, SPACES_OF_COUNTRY } from '../../src/engine/data';
import { eventCondition, eventOf, implementedEvents } from '../../src/engine/events/registry';
import { act, edit, lastLog, playUntil, setSupport, southPoland, startedGame } from '../table';

const refusal = (s: GameState, card: number, use: string) => viewFor(s, s.prompt!.side).decision!.refused.find((r) => r.card === card && r.use === use);

describe('the decision in the view', () => {
  it('only the deciding side gets one, with exactly the legal actions', () => {
    const s = startedGame();
    const me = s.prompt!.side;
    const other = me === 'communist' ? 'democrat' : 'communist';
    expect(viewFor(s, me).decision!.legal).toEqual(legalActions(s));
    expect(viewFor(s, other).decision).toBeNull();
  });

  it('2.1.7: control of every space comes with the view', () => {
    const s = edit(startedGame(), (d) => {
      setSupport(d, 'krakow', 0, 3); // stability 2: Democrat
      setSupport(d, 'lodz', 3, 2); // lead 1 < 2: nobody
    });
    const v = viewFor(s, 'democrat');
    expect(v.control[spaceIndex('krakow')]).toBe('democrat');
    expect(v.control[spaceIndex('lodz')]).toBeNull();
  });
});

describe('refused uses say why, with their rule', () => {
  // issue 43: an own event that needs an earlier card is refused by 2.2.6 / 7.1 (5.2 is about the opponent's events)
  it('2.2.6, 7.1: #3 Walesa before #2 Solidarity Legalized names #2', () => {
    const s = startPosition({ turn: 1, side: 'democrat', round: 1, hands: { democrat: [3, 27], communist: [10] } });
    expect(refusal(s, 3, 'event')).toMatchObject({ code: 'EVENT_NEEDS', rule: '7.1', params: { card: 3, needs: 2 } });
    expect(() => apply(s, { side: 'democrat', type: 'play', card: 3, use: 'event' })).toThrowError(
      expect.objectContaining({ code: 'EVENT_NEEDS', rule: '7.1', params: { card: 3, needs: 2 } }),
    );
    // once #2 has taken place the event is offered
    const after = startPosition({ turn: 1, side: 'democrat', round: 1, eventsPlayed: [2], hands: { democrat: [3, 27], communist: [10] } });
    expect(refusal(after, 3, 'event')).toBeUndefined();
    expect(legalActions(after)).toContainEqual({ side: 'democrat', type: 'play', card: 3, use: 'event' });
  });

  it('5.2: the Communist’s view of #3 Walesa names #2 as the Democrat’s does (issue 43)', () => {
    const s = startPosition({ turn: 1, side: 'communist', round: 1, hands: { communist: [3, 10], democrat: [27] } });
    expect(refusal(s, 3, 'event')).toMatchObject({ code: 'OPPONENT_EVENT_IDLE', rule: '5.2', params: { card: 3, why: 'EVENT_NEEDS', needs: 2 } });
  });

  it('7.1: #21, #67 and #96 refused by their own condition say which (issue 43)', () => {
    // #21 Common European Home with no card of the opponent's alone in hand
    const ceh = startPosition({ turn: 1, side: 'democrat', round: 1, hands: { democrat: [21, 26], communist: [10] } });
    expect(refusal(ceh, 21, 'event')).toMatchObject({ code: 'EVENT_CONDITION', rule: '7.1', params: { card: 21, condition: 'opponentCardInHand' } });
    // #67 Reformer Rehabilitated, not ahead on the Tiananmen Square track (level is not ahead)
    const rr = startPosition({ turn: 5, side: 'democrat', round: 1, hands: { democrat: [67, 26], communist: [10] } });
    expect(refusal(rr, 67, 'event')).toMatchObject({ code: 'EVENT_CONDITION', params: { card: 67, condition: 'aheadOnTiananmen' } });
    // #96 The Chinese Solution before the Communist's marker reached box 7; the Democrat's view says so too
    const cs = startPosition({ turn: 9, side: 'communist', round: 1, hands: { communist: [96, 10], democrat: [27] } });
    expect(refusal(cs, 96, 'event')).toMatchObject({ code: 'EVENT_CONDITION', params: { card: 96, condition: 'communistTiananmenBox7' } });
    const csD = startPosition({ turn: 9, side: 'democrat', round: 1, hands: { democrat: [96, 26], communist: [10] } });
    expect(refusal(csD, 96, 'event')).toMatchObject({
      code: 'OPPONENT_EVENT_IDLE',
      params: { card: 96, why: 'EVENT_CONDITION', condition: 'communistTiananmenBox7' },
    });
  });

  it('7.1: every card with a condition of its own has it named (none falls back to the generic words)', () => {
    const conditional = implementedEvents().filter((c) => eventOf(c)!.playable);
    expect(conditional.length).toBeGreaterThan(0);
    for (const c of conditional) expect(eventCondition(c), `#${c}`).not.toBe('card');
  });

  it('7.5 example 3: #15 Honecker after #83 Modrow names the card that cancelled it', () => {
    const s = startPosition({ turn: 8, side: 'communist', round: 1, eventsPlayed: [83], hands: { communist: [15, 10], democrat: [27] } });
    expect(refusal(s, 15, 'event')).toMatchObject({ code: 'EVENT_CANCELLED', rule: '7.5', params: { card: 15, by: 83 } });
  });

  it("7.1: the opponent's card cannot be played for its event; 6.3.3 one Tiananmen attempt a turn", () => {
    const s = startPosition({
      turn: 2,
      side: 'communist',
      round: 2,
      hands: { communist: [10, 27], democrat: [31] },
      tiananmen: { communist: { attemptedThisTurn: true } },
    });
    expect(refusal(s, 27, 'event')).toMatchObject({ code: 'OPPONENT_EVENT', rule: '7.1' });
    expect(refusal(s, 10, 'tiananmen')).toMatchObject({ code: 'TIANANMEN_LIMIT', rule: '6.3.3' });
    expect(refusal(s, 10, 'place')).toBeUndefined();
  });

  it('2.2.3: a scoring card is only played for its event', () => {
    const s = startPosition({ turn: 2, side: 'communist', round: 1, hands: { communist: [22, 10], democrat: [31] } });
    for (const use of ['place', 'check', 'tiananmen']) expect(refusal(s, 22, use)).toMatchObject({ code: 'SCORING_AS_EVENT', rule: '2.2.3' });
  });
});

describe('facts before committing', () => {
  it('6.2.4–6.2.6 example: the odds of Jagiellonian University match the roll that follows', () => {
    let s = act(southPoland(5), { side: 'communist', type: 'play', card: 10, use: 'check' });
    const odds = viewFor(s, 'communist').decision!.facts.checkOdds!['jagiellonian-university']!;
    // die + 3 Ops − 2 (Krakow, Polish Writers) against 2: any die of 2 or more succeeds
    expect(odds).toMatchObject({ ops: 3, adjacency: -2, events: [], target: 2, opponentSp: 1 });
    expect(odds.success).toBeCloseTo(5 / 6);
    // dice 2..6 give differences 1..5: 1 SP removed each time, 0+1+2+3+4 added
    expect(odds.expectedRemoved).toBeCloseTo(5 / 6);
    expect(odds.expectedAdded).toBeCloseTo(10 / 6);
    s = act(s, { side: 'communist', type: 'check', space: 'jagiellonian-university' });
    const rolled = lastLog(s, 'supportCheck')!.params;
    expect(rolled).toMatchObject({ ops: odds.ops, adjacency: odds.adjacency, events: 0, target: odds.target });
  });

  it('6.1.3: one SP costs 2 Ops in an opponent-controlled space, else 1', () => {
    let s = edit(southPoland(5), (d) => setSupport(d, 'lodz', 3, 0));
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'place' });
    const cost = viewFor(s, 'communist').decision!.facts.placeCost!;
    expect(cost['lodz']).toBe(1);
    expect(cost['krakow']).toBe(2);
  });

  it('4.5.4 and 6.3.2: the action round carries the held-card risk and each card’s Tiananmen odds', () => {
    const s = startPosition({ turn: 2, side: 'communist', round: 6, hands: { communist: [22, 10], democrat: [31] } });
    const f = viewFor(s, 'communist').decision!.facts;
    expect(f.heldRisk).toEqual({ roundsLeft: 2, scoringCards: 1, mustPlayNow: false });
    expect(f.tiananmen![10]).toMatchObject({ needed: expect.any(Number), die: expect.any(Number) });
  });
});

describe('power-struggle facts before deciding (8.2–8.4)', () => {
  const until = playUntil;
  const plain = (s: GameState) => s.prompt?.kind === 'psRaise' && s.effects.length === 0 && !s.ps!.raised.communist && !s.ps!.raised.democrat;

  it('8.2.2 / 8.4.2–8.4.4: a raise costs 3 cards; the stakes are the results table averaged over the die, +1 per raise', () => {
    let s: GameState | null = null;
    // both sides hold cards, so the struggle goes on after the raise
    const both = (x: GameState) => x.ps!.hands.communist.length > 3 && x.ps!.hands.democrat.length > 3;
    for (let k = 0; k < 60 && !s; k++) s = until(`ps-facts-${k}`, (x) => plain(x) && both(x));
    expect(s).not.toBeNull();
    const side = s!.prompt!.side;
    const f = viewFor(s!, side).decision!.facts.powerStruggle!;
    expect(f.raise).toEqual({ cost: 3, handSize: s!.ps!.hands[side].length });
    // rolls 1–6 read rows 1–6: VP 0,1,1,2,2,3; loss 0,1,1,2,2,3; the Democrat takes power from 4
    expect(f.stakes.democrat).toMatchObject({ modifier: 0, takesPower: 0.5 });
    expect(f.stakes.democrat.expectedVp).toBeCloseTo(9 / 6);
    expect(f.stakes.communist).toMatchObject({ modifier: 0, takesPower: 0 });
    expect(f.stakes.communist.expectedLoss).toBeCloseTo(9 / 6);
    // after a raise every roll gets +1: rows 2–7, VP 1,1,2,2,3,4, power from a die of 3
    let r = apply(s!, { side, type: 'raise' });
    while (r.prompt?.kind === 'psRaiseDiscard') r = apply(r, legalActions(r)[0]!);
    expect(r.prompt!.kind).toMatch(/^ps(Raise|Attack|Defend)$/);
    const after = viewFor(r, r.prompt!.side).decision!.facts.powerStruggle!;
    expect(after.stakes.democrat.modifier).toBe(1);
    expect(after.stakes.democrat.expectedVp).toBeCloseTo(13 / 6);
    expect(after.stakes.democrat.takesPower).toBeCloseTo(4 / 6);
  });

  it('8.4.2: the loser cannot lose more SPs than he has in the country, and the stakes count no more (issue 43)', () => {
    let s: GameState | null = null;
    for (let k = 0; k < 60 && !s; k++) s = until(`ps-facts-${k}`, plain);
    expect(s).not.toBeNull();
    const country = s!.ps!.country;
    // the Communist keeps 1 SP in the country
    const one = edit(s!, (d) => {
      SPACES_OF_COUNTRY[country].forEach((i, n) => (d.support[i] = { communist: n === 0 ? 1 : 0, democrat: d.support[i]!.democrat }));
    });
    const f = viewFor(one, one.prompt!.side).decision!.facts.powerStruggle!;
    // rolls 1–6 would cost 0,1,1,2,2,3; he has 1 to lose
    expect(f.stakes.democrat.modifier).toBe(0);
    expect(f.stakes.democrat.expectedLoss).toBeCloseTo(5 / 6);
    // with none there, nothing to lose
    const none = edit(s!, (d) => {
      for (const i of SPACES_OF_COUNTRY[country]) d.support[i] = { communist: 0, democrat: d.support[i]!.democrat };
    });
    expect(viewFor(none, none.prompt!.side).decision!.facts.powerStruggle!.stakes.democrat.expectedLoss).toBe(0);
  });

  it('8.3.2: the cards laid on the table come in the view, in order, for both sides alike', () => {
    let s: GameState | null = null;
    // a struggle with a lead answered, and a new lead after it
    const twoLeads = (x: GameState) =>
      x.prompt?.kind === 'psDefend' && logEntries(x).filter((e) => e.key === 'psMatch' || e.key === 'psTacticFails').length > 0;
    for (let k = 0; k < 40 && !s; k++) s = until(`ps-played-${k}`, (x) => twoLeads(x) && viewFor(x, 'communist').powerStruggle!.played.length >= 3);
    expect(s).not.toBeNull();
    const played = viewFor(s!, 'communist').powerStruggle!.played;
    expect(viewFor(s!, 'democrat').powerStruggle!.played).toEqual(played);
    // the card waiting to be answered is the last one laid, led by the attacker
    expect(played.at(-1)).toMatchObject({ how: 'lead', card: s!.ps!.lead!.card, side: s!.ps!.attacker, suit: s!.ps!.lead!.suit });
    // every card laid has left its hand for the struggle's discards (Tactic Fails: one of them)
    for (const p of played) if (p.how !== 'block') expect(s!.ps!.discard).toContain(p.card);
    expect(played.filter((p) => p.how === 'match').every((p) => typeof p.success === 'boolean' && typeof p.rank === 'number')).toBe(true);
  });

  it('8.3.2 step 3: the defender sees the die his counterattack needs, the rank of the card led', () => {
    let s: GameState | null = null;
    for (let k = 0; k < 40 && !s; k++) s = until(`ps-defend-${k}`, (x) => x.prompt?.kind === 'psDefend');
    expect(s).not.toBeNull();
    const f = viewFor(s!, s!.prompt!.side).decision!.facts.powerStruggle!;
    expect(f.counterattack).toBe(Math.max(1, psCardAt(s!.ps!.lead!.card).rank ?? 1));
  });
});
