/**
 * Finality declared by the engine and fresh entropy (issue 13, docs/design.md "Randomness, undo,
 * save, load"): which actions can never be undone, and why the stored state no longer tells a
 * future die or draw.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, newGame, viewFor, type Action, type GameState, type RecordedAction } from '../../src/engine';
import { act, clearMap, edit, lastLog, setHand, setSupport, startedGame, play, middleYear, remove, select, lateYear as lateYear } from '../table';
import { mustBeFinal } from '../../tools/finality-property';
import seedrandom from 'seedrandom';

const E1 = '0123456789abcdef0123456789abcdef';
const hex = (n: number) => n.toString(16).padStart(32, '0');

/** The state before the first action of a seeded game (legal[0] each time) that draws a card, and that action. */
function beforeADraw(): { s: GameState; a: Action } {
  let s = startedGame();
  for (let n = 0; n < 5000; n++) {
    const a = legalActions(s)[0]!;
    const next = apply(s, a);
    if (next.finality.draws > 0) return { s, a };
    s = next;
  }
  throw new Error('no draw');
}

describe('finality: apply declares which actions are final', () => {
  it('#71 Kiss of Death against a one-card Communist hand: the Democrat is shown that card, so the play is final', () => {
    const s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', [47]);
    });
    const after = act(s, play('democrat', 71));
    expect(after.discard).toContain(47);
    expect(after.finality).toMatchObject({ side: 'democrat', final: true });
    expect(after.finality!.revealed).toBeGreaterThanOrEqual(1);
  });

  it('#71 Kiss of Death: a one-card hand whose event fires shows it too (final even when the event asks the Democrat next)', () => {
    const s = middleYear('democrat', [71], (d) => {
      setHand(d, 'communist', [78]);
      setSupport(d, 'gdansk', 2, 0);
    });
    const after = act(s, play('democrat', 71));
    expect(after.prompt).toMatchObject({ side: 'democrat', kind: 'card78:target' });
    expect(after.finality!.final).toBe(true);
    expect(after.finality!.revealed).toBeGreaterThanOrEqual(1);
  });

  // issue 29: an outcome that tells the acting side something about hidden cards is final,
  // whatever it shows
  it('#46 Goodbye Lenin! with no red-titled card in the Communist hand: "reveals: none" is final (the hand holds none)', () => {
    const s = middleYear('democrat', [46], (d) => setHand(d, 'communist', [12, 10]));
    const after = act(s, play('democrat', 46));
    expect(lastLog(after, 'cardsRevealed')!.params).toMatchObject({ side: 'communist', cards: [] });
    expect(after.prompt).toMatchObject({ side: 'democrat', kind: 'card46:choice' });
    expect(after.finality).toMatchObject({ side: 'democrat', final: true, disclosed: true, revealed: 0, handover: false });
  });

  it('the finality property (tools/finality-property.ts) requires it from outside the engine: in a world the Democrat cannot tell apart, "none" would read otherwise', () => {
    const hand = [1, 6, 7, 9, 10, 11, 12]; // no red-titled card
    const s = middleYear('democrat', [46], (d) => {
      setHand(d, 'communist', hand);
      setSupport(d, 'gdansk', 0, 1);
    });
    const a = play('democrat', 46);
    const after = act(s, a);
    // each call tries two worlds dealt at random: over ten calls one has a red-titled card in the hand
    const why = Array.from({ length: 10 }, (_, k) => mustBeFinal(s, after, 'democrat', a, seedrandom(`worlds-${k}`)).join());
    expect(why.some((w) => /the outcome tells hidden cards apart \(the log differs\)/.test(w))).toBe(true);
    // then choosing to use the card's Ops tells nothing more, in any world
    const use = select('democrat', 'place');
    const ops = act(after, use);
    expect(ops.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
    for (let k = 0; k < 10; k++) expect(mustBeFinal(after, ops, 'democrat', use, seedrandom(`worlds-${k}`))).toEqual([]);
  });

  it('#46 Goodbye Lenin! showing a red-titled card is final too', () => {
    const after = act(
      middleYear('democrat', [46], (d) => setHand(d, 'communist', [81, 12])),
      play('democrat', 46),
    );
    expect(after.finality).toMatchObject({ final: true, disclosed: true });
  });

  it('#44 Inflationary Currency: the opponent has no 3-Ops card to cancel with, so the check follows at once: final ("no card to discard")', () => {
    let s = middleYear('democrat', [44], (d) => {
      setSupport(d, 'warszawa', 3, 0);
      setHand(d, 'communist', [12]); // 2 Ops: nothing to cancel with
    });
    s = act(s, play('democrat', 44), select('democrat', 'poland'), remove('democrat', 'warszawa'));
    expect(s.finality!.final).toBe(false);
    const after = act(s, remove('democrat', 'warszawa'));
    expect(after.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck' });
    expect(after.finality).toMatchObject({ final: true, disclosed: true, handover: false });
  });

  it("4.5.4 Verify Held Cards is a look at both hands: the action it follows is final when nobody holds a scoring card (#104 New Year's Eve Party)", () => {
    let s = lateYear('communist', [104], (d) => {
      for (const c of ['poland', 'hungary'] as const) d.power[c].holder = 'democrat';
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'sofia', 3, 0);
    });
    s = act(s, play('communist', 104), select('communist', 'end'), play('democrat', 4, 'place'));
    let last = s;
    while (s.prompt?.kind === 'placeSupport') {
      last = s;
      s = act(s, legalActions(s)[0]!);
    }
    expect(
      logEntries(s)
        .slice(logEntries(last).length)
        .map((e) => e.key),
    ).not.toContain('heldScoringCard');
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card104:finalStruggle' });
    expect(s.finality).toMatchObject({ side: 'democrat', final: true, disclosed: true, handover: false });
  });

  it('6.2 a support check rolls a die: final', () => {
    const s = edit(startedGame(), (d) => {
      clearMap(d);
      setSupport(d, 'krakow', 0, 3);
    });
    const card = s.hands.communist.find((c) => legalActions(s).some((a) => a.type === 'play' && a.card === c && a.use === 'check'));
    expect(card).toBeDefined();
    let t = apply(s, { side: 'communist', type: 'play', card: card!, use: 'check' });
    if (t.prompt?.kind === 'eventTiming')
      t = apply(
        t,
        legalActions(t).find((a) => a.type === 'eventTiming')!,
      );
    const checked = legalActions(t).find((a) => a.type === 'check');
    expect(checked).toBeDefined();
    const after = apply(t, checked!);
    expect(after.finality).toMatchObject({ final: true, dice: 1, random: true });
  });

  it('3.4 a setup placement that leaves the decision with the same side is not final; the one that passes it is', () => {
    // a fresh game: the Communist places first (3.4)
    let g = newGame({ seed: 'fin-setup' });
    const first = apply(g, legalActions(g)[0]!);
    expect(first.prompt!.side).toBe('communist');
    expect(first.finality).toMatchObject({ final: false, handover: false, dice: 0, draws: 0, random: false, revealed: 0 });
    g = first;
    while (g.prompt!.side === 'communist') g = apply(g, legalActions(g)[0]!);
    expect(g.finality).toMatchObject({ final: true, handover: true });
  });

  it('an illegal action with malformed entropy is refused and changes nothing', () => {
    const s = startedGame();
    const a = legalActions(s)[0]!;
    expect(() => apply(s, { ...a, entropy: 'not hex' } as RecordedAction)).toThrow(/entropy/);
  });
});

describe('fresh entropy: nothing stored tells a future draw or die', () => {
  it('the same action with the same entropy gives the same game (replay is exact)', () => {
    const { s, a } = beforeADraw();
    expect(apply(s, { ...a, entropy: E1 } as RecordedAction)).toEqual(apply(s, { ...a, entropy: E1 } as RecordedAction));
  });

  it('4.5.1 with entropy the cards dealt do not follow the stored pile order, and differ with the entropy', () => {
    const { s, a } = beforeADraw();
    const hands = (t: GameState) => JSON.stringify([t.hands.communist, t.hands.democrat]);
    const plain = apply(s, a);
    const outcomes = new Set<string>();
    for (let k = 0; k < 6; k++) outcomes.add(hands(apply(s, { ...a, entropy: hex(k + 1) } as RecordedAction)));
    // without entropy (tests, tools) the top of the pile is drawn; with it, each entropy its own cards
    expect(outcomes.size).toBeGreaterThan(1);
    expect(outcomes.has(hands(plain))).toBe(false);
  });

  it('6.2 the die of a support check depends on the action’s entropy, not only on the stored generator', () => {
    const s = edit(startedGame(), (d) => {
      clearMap(d);
      setSupport(d, 'krakow', 0, 3);
      setSupport(d, 'lodz', 3, 0);
    });
    const card = s.hands.communist.find((c) => legalActions(s).some((a) => a.type === 'play' && a.card === c && a.use === 'check'))!;
    let t = apply(s, { side: 'communist', type: 'play', card, use: 'check' });
    if (t.prompt?.kind === 'eventTiming')
      t = apply(
        t,
        legalActions(t).find((a) => a.type === 'eventTiming')!,
      );
    const check = legalActions(t).find((a) => a.type === 'check')!;
    const dice = new Set<number>();
    for (let k = 0; k < 30; k++) dice.add(lastLog(apply(t, { ...check, entropy: hex(1000 + k) } as RecordedAction), 'supportCheck')!.params.die as number);
    expect(dice.size).toBeGreaterThan(2);
  });

  it('the log and the views carry no seed', () => {
    const s = startedGame({ seed: 'a-secret-seed' });
    expect(logEntries(s)[0]).toEqual({ key: 'newGame', params: {} });
    for (const side of ['communist', 'democrat'] as const) expect(JSON.stringify(viewFor(s, side))).not.toContain('a-secret-seed');
  });
});
