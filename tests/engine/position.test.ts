/**
 * The position builder (src/engine/position.ts): a position built from a spec is the position a
 * played game reaches, in every rules field, its frames, prompt and legal actions; bad specs are
 * refused with a clear error.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, positionOf, RuleError, startPosition, type GameState, type PositionSpec } from '../../src/engine';
import { rulesProjection } from '../../src/engine/checksum';
import { CARDS } from '../../src/engine/data';
import { playout } from '../../tools/playout';

/** The rules fields of a state; a built position has no history (no actions, a fresh generator). */
function rulesOf(s: GameState) {
  const { actionCount: _a, rng: _r, ...rest } = rulesProjection(s) as Record<string, unknown>;
  return rest;
}

/** The states of random games at the start of an action round (standard) or family round. */
function roundStarts(seed: string, mode: 'standard' | 'family', games = 1): GameState[] {
  const kind = mode === 'family' ? 'familyAction' : 'actionRound';
  const out: GameState[] = [];
  for (let g = 0; g < games; g++)
    playout(
      { seed: `${seed}-${g}`, mode },
      {
        afterAction(s, _a, _i, prev) {
          // a round starts when its prompt comes up after another decision (or a new round number)
          if (s.prompt?.kind === kind && (prev.prompt?.kind !== kind || prev.round !== s.round || prev.turn !== s.turn)) out.push(s);
        },
      },
    );
  return out;
}

function expectSamePosition(built: GameState, played: GameState): void {
  expect(rulesOf(built)).toEqual(rulesOf(played));
  expect(built.prompt).toEqual(played.prompt);
  expect(legalActions(built)).toEqual(legalActions(played));
  // the engine builds the frames a played game has at that point
  expect(built.stack).toEqual(played.stack);
}

describe('startPosition: the position a played game reaches', () => {
  for (const seed of ['pos-a', 'pos-b'])
    it(`4.5.2 every action round start of random standard games (${seed}) is rebuilt exactly from its spec`, () => {
      const starts = roundStarts(seed, 'standard', 4);
      expect(starts.length).toBeGreaterThan(60);
      for (const played of starts) expectSamePosition(startPosition(positionOf(played)), played);
    });

  it('TR.2.4.3 every round start of a family game is rebuilt exactly from its spec', () => {
    const starts = roundStarts('pos-family', 'family', 6);
    expect(starts.length).toBeGreaterThan(40);
    for (const played of starts) expectSamePosition(startPosition(positionOf(played)), played);
  });

  it('legalActions and apply work on a built position and play on as from the played one', () => {
    const played = roundStarts('pos-c', 'standard', 3)[30]!;
    const built = startPosition(positionOf(played));
    const a = legalActions(played).find((x) => x.type === 'play' && x.use === 'place')!;
    const [p, b] = [apply(played, a), apply(built, a)];
    expect(rulesOf(b)).toEqual(rulesOf(p));
    expect(legalActions(b)).toEqual(legalActions(p));
  });

  it('the spec is left as it was: a played-on position shares nothing with it', () => {
    const freeze = <T>(v: T): T => {
      if (v && typeof v === 'object') for (const k of Object.keys(v)) freeze((v as Record<string, unknown>)[k]);
      return Object.freeze(v);
    };
    const spec = freeze(positionOf(roundStarts('pos-d', 'standard')[20]!));
    const copy = structuredClone(spec);
    let s = startPosition(spec);
    for (let i = 0; i < 30 && !s.result; i++) s = apply(s, legalActions(s)[i % legalActions(s).length]!);
    expect(spec).toEqual(copy);
  });

  it('the result is plain JSON', () => {
    const s = startPosition({ turn: 5, round: 3, side: 'democrat' });
    expect(JSON.parse(JSON.stringify(s))).toEqual(s);
  });
});

describe('startPosition: a spec', () => {
  it('4.5.2 puts the named side at the named round, with the hands, SPs and tracks given', () => {
    const s = startPosition({
      turn: 4,
      round: 2,
      side: 'democrat',
      emptyMap: true,
      support: { gdansk: [0, 3], berlin: [2, 0] },
      hands: { democrat: [4, 12], communist: [9] },
      vp: -3,
      tiananmen: { democrat: { box: 2 } },
      power: { poland: { holder: 'democrat', timesScored: 1 } },
      effects: [{ card: 10, side: 'communist' }],
      inPlay: [10],
      discard: [7],
      dice: [6],
    });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound', params: { round: 2, turn: 4 } });
    expect([s.turn, s.round, s.phasing]).toEqual([4, 2, 'democrat']);
    expect(s.hands).toEqual({ communist: [9], democrat: [4, 12] });
    expect(s.support.filter((r) => r.communist + r.democrat > 0)).toHaveLength(2);
    expect(s.vp).toBe(-3);
    expect(s.tiananmen.democrat).toEqual({ box: 2, failedAttempts: 0, attemptedThisTurn: false });
    expect(s.power.poland).toEqual({ holder: 'democrat', timesScored: 1 });
    expect(s.rigDice).toEqual([6]);
    expect(legalActions(s).every((a) => a.side === 'democrat')).toBe(true);
  });

  it('4.4 every card is in one place: unplaced cards of the periods in play are drawn, later ones wait', () => {
    const count = (s: GameState) =>
      [s.hands.communist, s.hands.democrat, s.setAside.communist, s.setAside.democrat, s.drawPile, s.discard, s.removed, s.notYetAdded, s.inPlay].flat();
    for (const [turn, added] of [
      [1, ['early']],
      [4, ['early', 'middle']],
      [8, ['early', 'middle', 'late']],
    ] as const) {
      const s = startPosition({ turn, hands: { communist: [1], democrat: [2] }, drawPile: [3, 5] });
      expect(count(s).sort((a, b) => a - b)).toEqual(Array.from({ length: 110 }, (_, i) => i + 1));
      expect(s.drawPile.every((c) => (added as readonly string[]).includes(CARDS[c]!.period))).toBe(true);
      expect(s.notYetAdded.every((c) => !(added as readonly string[]).includes(CARDS[c]!.period))).toBe(true);
      expect(s.drawPile.length + s.notYetAdded.length).toBe(110 - 2);
      expect(s.drawPile.slice(0, 2)).toEqual([3, 5]);
    }
  });

  it('4.5.2 a side without cards forfeits its round: the position goes on to the next decision', () => {
    const s = startPosition({ turn: 2, round: 3, side: 'communist', hands: { communist: [], democrat: [4] } });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound', params: { round: 3 } });
  });

  it('4.5.3–4.5.6 a turn end runs the end of the turn like the last round’s end, and deals the next turn', () => {
    // the Democrat holds no card for the last round (7, Democrat): it passes and the turn ends
    const spec: PositionSpec = { turn: 3, hands: { communist: [9, 10], democrat: [] }, vp: 2 };
    const end = startPosition({ ...spec, turnEnd: true });
    const lastRoundPassed = startPosition({ ...spec, round: 7, side: 'democrat' });
    expect(rulesOf(end)).toEqual(rulesOf(lastRoundPassed));
    expect(end.stack).toEqual(lastRoundPassed.stack);
    expect(end.turn).toBe(4);
    expect(end.hands.communist).toHaveLength(8);
    expect(end.prompt).toMatchObject({ side: 'communist', kind: 'actionRound', params: { round: 1, turn: 4 } });
  });

  it('TR.2.4.4 a family turn end scores every country and deals the next turn', () => {
    const s = startPosition({ mode: 'family', turn: 2, turnEnd: true, emptyMap: true, support: { leipzig: [0, 3] } });
    expect(s.turn).toBe(3);
    expect(s.vp).toBeGreaterThan(0);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'familyPlayCard' });
  });

  it('#15 an event that adds an action round makes the round exist', () => {
    expect(() => startPosition({ turn: 1, round: 8, side: 'communist' })).toThrow(/no action round 8/);
    const s = startPosition({ turn: 1, round: 8, side: 'communist', effects: [{ card: 15, side: 'communist' }], hands: { communist: [12] } });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound', params: { round: 8 } });
  });
});

describe('startPosition refuses a bad spec', () => {
  const refuses = (spec: PositionSpec, message: RegExp) => {
    let error: unknown;
    try {
      startPosition(spec);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).code).toBe('BAD_POSITION');
    expect((error as RuleError).message).toMatch(message);
  };
  it('a card in two places', () => {
    refuses({ turn: 1, hands: { communist: [12], democrat: [12] } }, /card 12 is both in the Communist hand and in the Democratic hand/);
    refuses({ turn: 1, hands: { communist: [12] }, discard: [12] }, /card 12 is both/);
    refuses({ turn: 1, drawPile: [5, 5] }, /card 5 is both/);
  });
  it('a card or space that does not exist', () => {
    refuses({ turn: 1, hands: { communist: [111] } }, /111, which is not a card/);
    refuses({ turn: 1, support: { atlantis: [1, 0] } }, /unknown space atlantis/);
    refuses({ turn: 1, eliminated: ['atlantis'] }, /unknown space atlantis/);
    refuses({ turn: 1, power: { austria: { holder: 'democrat' } } as never }, /unknown country austria/);
    refuses({ turn: 1, support: { gdansk: [-1, 0] } }, /SPs of gdansk/);
  });
  it('a turn or round the game does not have', () => {
    refuses({ turn: 11 }, /turn 11 is not a turn/);
    refuses({ turn: 0 }, /turn 0/);
    refuses({ turn: 2, round: 8 }, /turn 2 has no action round 8/);
    refuses({ mode: 'family', turn: 2, round: 9 }, /8 rounds/);
    refuses({ mode: 'family', turn: 2, round: 2, side: 'democrat' }, /round 2 of a family turn is the communist's/);
    refuses({ turn: 2, round: 3, turnEnd: true }, /turn end has no round/);
  });
  it('tracks and effects out of range', () => {
    refuses({ turn: 1, tiananmen: { communist: { box: 9 } } }, /boxes 0 to 8/);
    refuses({ turn: 1, ussrStability: 5 }, /0 to 4/);
    refuses({ turn: 1, dice: [7] }, /1 to 6/);
    refuses(
      {
        turn: 1,
        effects: [
          { card: 9, side: 'communist' },
          { card: 9, side: 'communist' },
        ],
      },
      /in force twice/,
    );
    refuses({ turn: 1, inPlay: [9] }, /without an effect/);
  });
  it('TR.1.1 family cards in the wrong place', () => {
    refuses({ mode: 'family', turn: 1, hands: { communist: [4] } }, /not a communist card/);
    refuses({ mode: 'family', turn: 1, discard: [4] }, /no common draw or discard pile/);
    refuses({ turn: 1, family: {} }, /family piles in a standard game/);
  });
});
