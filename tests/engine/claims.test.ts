/**
 * Claims (docs/engine.md "Unknown slots", docs/remote.md D6): a rule that only tests a hidden hand's
 * cards is told by a claim, "this slot holds one of these cards" or "none of these slots does",
 * instead of the cards. The engine asks with the deck's cards that pass the test, takes a slot
 * claimed to pass as a card still to be named, and a hand claimed to hold none as holding none.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, RuleError, type GameState, type RecordedAction, type Side } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { act, choose, earlyYear, hand, middleYear, play, remove, select, setHand, setSupport } from '../table';

/** A side's hand as unknown slots (what the other side's page holds online). */
function unknownHand(s: GameState, side: Side = 'democrat', from = -5001): { s: GameState; slots: number[]; cards: Map<number, number> } {
  const t = structuredClone(s);
  const cards = new Map<number, number>();
  t.hands[side] = t.hands[side].map((c, i) => {
    cards.set(from - i, c);
    return from - i;
  });
  return { s: t, slots: t.hands[side].slice(), cards };
}

/** `a` applied with the claims its holder would make for what the engine asks (src/online/table/answers.ts). */
function withClaims(s: GameState, a: RecordedAction, cards: ReadonlyMap<number, number>): { s: GameState; claims: Record<string, number[]> } {
  const claims: Record<string, number[]> = {};
  for (let tries = 0; tries < 10; tries++) {
    try {
      return { s: apply(s, Object.keys(claims).length > 0 ? { ...a, claims } : a), claims };
    } catch (e) {
      if (!(e instanceof RuleError) || e.code !== 'REVEAL_NEEDED' || !e.params.cards) throw e;
      const passing = e.params.cards as number[];
      const slots = e.params.slots as number[];
      const one = slots.find((l) => passing.includes(cards.get(l)!));
      if (one !== undefined) claims[one] = passing;
      else for (const l of slots) claims[l] = everyCard.filter((c) => !passing.includes(c));
    }
  }
  throw new Error('claims never ended');
}

/** What the engine asks for when `a` is applied: its rule, slots and the cards that pass the rule's test. */
function asked(s: GameState, a: RecordedAction): { rule: string; slots: number[]; cards?: number[] } {
  try {
    apply(s, a);
  } catch (e) {
    if (e instanceof RuleError && e.code === 'REVEAL_NEEDED')
      return { rule: e.rule, slots: e.params.slots as number[], cards: e.params.cards as number[] | undefined };
    throw e;
  }
  throw new Error('nothing asked');
}

const ops = (c: number) => CARDS[c]!.ops;
const nonScoring = (c: number) => CARDS[c]!.side !== 'scoring';
const everyCard = Object.values(CARDS).map((c) => c.number);

describe('D6 claims: a hidden hand tested, not shown', () => {
  const position = (held: number[]) =>
    earlyYear('communist', [20], (d) => {
      setHand(d, 'democrat', held);
      setSupport(d, 'berlin', 2, 0);
    });

  it('#20 Deutsche Marks over an unknown hand: a claim that a card can be given, then the given card shown and the rest claimed no higher', () => {
    // the Democrat holds 27 (3 Ops), 3 (3 Ops), 4 and 22 (a scoring card): he may give 27 or 3
    const full = position([27, 3, 4, 22]);
    const { s, slots, cards } = unknownHand(full);
    const playIt = { ...play('communist', 20) } as RecordedAction;
    // whether the event has an effect: the engine asks with the non-scoring cards of 1 Ops or more
    const first = asked(s, playIt);
    expect(first.rule).toBe('card 20');
    expect(first.slots).toEqual(slots);
    expect(first.cards).toEqual(everyCard.filter((c) => nonScoring(c) && ops(c) > 0));
    // the Democrat's page claims one slot (27's) holds such a card, naming none
    const t = apply(s, { ...playIt, claims: { [slots[0]!]: first.cards! } } as RecordedAction);
    expect(t.prompt).toMatchObject({ side: 'democrat', kind: 'card20:give' });
    // the claim was that action's only: the state it settled to lists the gift only by asking again
    // (the Democrat's own page, which knows his cards, lists it from them)
    expect(() => legalActions(t)).toThrow(expect.objectContaining({ code: 'REVEAL_NEEDED', rule: 'card 20' }));
    expect(legalActions(act(full, play('communist', 20)))).toEqual([choose('democrat', 27), choose('democrat', 3)]);
    // he gives 3: shown with the action; the engine asks whether any other card is higher
    const give = { ...choose('democrat', 3), reveals: { [slots[1]!]: 3 } } as RecordedAction;
    const second = asked(t, give);
    expect(second).toEqual({ rule: 'card 20', slots: [slots[0], slots[2], slots[3]], cards: everyCard.filter((c) => nonScoring(c) && ops(c) > 3) });
    // claimed no higher (each slot: a card outside that list), the card is given, the others stay unknown
    const lower = everyCard.filter((c) => !second.cards!.includes(c));
    const u = apply(t, { ...give, claims: { [slots[0]!]: lower, [slots[2]!]: lower, [slots[3]!]: lower } } as RecordedAction);
    expect(hand(u, 'democrat')).toEqual([slots[0], slots[2], slots[3]]);
    // the same as in the full game, its hand read back
    const whole = act(full, play('communist', 20), choose('democrat', 3));
    expect(u.hands.democrat.map((c) => cards.get(c))).toEqual(whole.hands.democrat);
    expect(u.prompt).toEqual(whole.prompt);
    // a claim that another slot is higher makes the lower card no card he may give
    const higher = everyCard.filter((c) => nonScoring(c) && ops(c) > 3);
    expect(() => apply(t, { ...give, claims: { [slots[0]!]: higher } } as RecordedAction)).toThrow(expect.objectContaining({ code: 'ILLEGAL_ACTION' }));
  });

  it('#20 Deutsche Marks: a hand claimed to hold only scoring cards gives nothing (FAQ 20)', () => {
    const full = position([22]);
    const { s, slots } = unknownHand(full);
    const first = asked(s, play('communist', 20) as RecordedAction);
    const none = everyCard.filter((c) => !first.cards!.includes(c));
    const t = apply(s, { ...play('communist', 20), claims: { [slots[0]!]: none } } as RecordedAction);
    const whole = act(full, play('communist', 20));
    expect(t.prompt).toEqual(whole.prompt);
    expect(t.hands.democrat).toEqual(slots);
  });

  it('#44 Inflationary Currency over the Communist’s unknown hand: a claim that a card of 3 Ops or more is held, then the one discarded shown (5.3)', () => {
    const full = middleYear('democrat', [44], (d) => {
      setSupport(d, 'warszawa', 3, 0);
      setHand(d, 'communist', [10, 12]);
    });
    const { s, slots, cards } = unknownHand(full, 'communist');
    const moves = [play('democrat', 44), select('democrat', 'poland'), remove('democrat', 'warszawa'), remove('democrat', 'warszawa')] as RecordedAction[];
    let t = s;
    const claimed: Record<string, number[]>[] = [];
    for (const a of moves) {
      const r = withClaims(t, a, cards);
      t = r.s;
      if (Object.keys(r.claims).length > 0) claimed.push(r.claims);
    }
    // one claim, of one slot, naming the cards of 3 Ops or more: no card shown
    expect(claimed).toHaveLength(1);
    expect(Object.keys(claimed[0]!)).toHaveLength(1);
    expect(Object.values(claimed[0]!)[0]).toContain(10);
    const whole = act(full, ...moves);
    expect(t.prompt).toEqual(whole.prompt);
    const u = apply(t, { ...choose('communist', 10), reveals: { [slots[0]!]: 10 } } as RecordedAction);
    const after = act(whole, choose('communist', 10));
    expect(u.hands.communist.map((c) => cards.get(c) ?? c)).toEqual(after.hands.communist);
    expect(u.discard).toEqual(after.discard);
    expect(u.prompt).toEqual(after.prompt);
  });
});
