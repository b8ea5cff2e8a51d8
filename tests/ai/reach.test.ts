/**
 * The automatic victory within reach (10.1: VP at 20 toward a side ends the game), mixed into an
 * evaluation (src/ai/reach.ts), and the analysis of how a game so won came about
 * (tools/arena/endings.ts).
 */
import { describe, expect, it } from 'vitest';
import { FITTED_EVALUATIONS } from '../../src/ai/fitted';
import { reachChances, vpAfterHeldScorings, withReach } from '../../src/ai/reach';
import { apply, legalActions, sameAction, viewFor, type GameState } from '../../src/engine';
import { countryScore } from '../../src/engine';
import { edit, setHand, setSupport, startedGame } from '../table';
import { settings } from '../../tools/arena/games/g4-reach-settings';
import { settings as rounds } from '../../tools/arena/games/g4-rounds-settings';
import { hardWithSettings } from '../../tools/arena/frozen-hard';
import { policyByName } from '../../tools/match';
import { LEVEL_SETTINGS } from '../../src/ai';
import { CARD_PLAY_PROMPTS } from '../../src/ai/levels';
import { search } from '../../src/ai/ismcts';

const R = { margin: 7, width: 2.5, weight: 0.5 };
const atVp = (s: GameState, vp: number) => edit(s, (d) => void (d.vp = vp));

describe('10.1 within reach: the evaluation values the distance to ±20 VP', () => {
  const base = FITTED_EVALUATIONS.support;
  const near = withReach(base, R);
  const s0 = startedGame();

  it('far from the line it judges as the fitted evaluation does; the chances of both sides still add to one', () => {
    const s = atVp(s0, 0);
    expect(Math.abs(near.chance(s, 'democrat') - base.chance(s, 'democrat'))).toBeLessThan(0.005);
    for (const vp of [-19, -12, 0, 12, 19]) {
      const x = atVp(s0, vp);
      expect(near.chance(x, 'democrat') + near.chance(x, 'communist')).toBeCloseTo(1, 10);
    }
  });

  it('near −20 a board the Democrat likes no longer saves him, and each VP weighs more than the linear VP weight gives it', () => {
    // the opening board, which the fitted evaluation reads as about even, with the VP moved
    const dem = (e: typeof base, vp: number) => e.chance(atVp(s0, vp), 'democrat');
    expect(dem(near, -18)).toBeLessThan(dem(base, -18) - 0.1);
    expect(dem(near, -15 + 1) - dem(near, -15)).toBeGreaterThan(1.5 * (dem(base, -15 + 1) - dem(base, -15)));
    // and toward the Democrat's own line alike, for the Communist
    const com = (e: typeof base, vp: number) => e.chance(atVp(s0, vp), 'communist');
    expect(com(near, 18)).toBeLessThan(0.6 * com(base, 18));
  });

  it('the chance of being pushed over the line rises toward the weight as the VP near it, on each side', () => {
    const at = (vp: number) => reachChances(vp, R);
    expect(at(-13).communist).toBeCloseTo(0.25, 10);
    expect(at(13).democrat).toBeCloseTo(0.25, 10);
    expect(at(-19).communist).toBeGreaterThan(at(-15).communist);
    expect(at(-19).communist).toBeLessThan(0.5);
    expect(at(-19).democrat).toBeLessThan(1e-4);
  });

  it('a finished game keeps its exact value', () => {
    const over = edit(atVp(s0, -19), (d) => void (d.result = { winner: 'democrat', reason: 'final-scoring' }));
    expect(near.chance(over, 'democrat')).toBe(1);
  });

  it('refuses a weight that could take more than the whole chance', () => {
    expect(() => withReach(base, { ...R, weight: 0.6 })).toThrow(/weight/);
  });
});

describe('4.5.4 with 10.1: the scoring cards in hand bring the line nearer', () => {
  it('reads the VP after the held scoring cards score the board as it stands, in either hand', () => {
    // Poland held by the Communist in Gdańsk, Poznań and Warszawa (battlegrounds), 22 Poland Scoring in her hand
    const s = edit(startedGame(), (d) => {
      d.vp = -12;
      for (const space of ['gdansk', 'poznan', 'warszawa']) setSupport(d, space, 4, 0);
      setHand(d, 'communist', [22, 1]);
      setHand(d, 'democrat', [2, 3]);
    });
    const net = countryScore(s, 'poland').net;
    expect(net).toBeLessThan(0);
    expect(vpAfterHeldScorings(s)).toBe(-12 + net);
    const inHisHand = edit(s, (d) => {
      setHand(d, 'communist', [1, 4]);
      setHand(d, 'democrat', [22, 2]);
    });
    expect(vpAfterHeldScorings(inHisHand)).toBe(-12 + net);
    const none = edit(s, (d) => setHand(d, 'communist', [1, 4]));
    expect(vpAfterHeldScorings(none)).toBe(-12);
    const held = withReach(FITTED_EVALUATIONS.support, { ...R, held: true });
    const asIs = withReach(FITTED_EVALUATIONS.support, R);
    expect(held.chance(s, 'democrat')).toBeLessThan(asIs.chance(s, 'democrat') - 0.02);
    expect(held.chance(none, 'democrat')).toBeCloseTo(asIs.chance(none, 'democrat'), 10);
  });
});

describe('generation 4’s candidate (tools/arena/games/g4-reach-settings.ts)', () => {
  it('is hard with the reach mixed in, and plays legal moves through hard-settings:', async () => {
    expect(settings.evaluation!.name).toMatch(/automatic victory within 7 VP/);
    const policy = await policyByName('hard-settings:tools/arena/games/g4-reach-settings.ts@0.005');
    let s = startedGame();
    for (let i = 0; i < 3 && !s.result; i++) {
      const a = policy(viewFor(s, s.prompt!.side), { seed: `r${i}` });
      expect(legalActions(s).some((x) => sameAction(x, a))).toBe(true);
      s = apply(s, a);
    }
  }, 60_000);
});

describe('generation 4’s rounds candidate (tools/arena/games/g4-rounds-settings.ts)', () => {
  it('changes how far a card play’s playouts look only, and the search reads it', async () => {
    expect(rounds).toEqual({ rounds: 2 });
    let s = startedGame();
    while (!(CARD_PLAY_PROMPTS.includes(s.prompt!.kind) && legalActions(s).length > 1)) s = apply(s, legalActions(s)[0]!);
    const view = viewFor(s, s.prompt!.side);
    const base = { ...LEVEL_SETTINGS.hard, seed: 'r', playouts: 60 };
    expect(search(view, { ...base, ...rounds }).stats).not.toEqual(search(view, base).stats);
    const byName = await policyByName('hard-settings:tools/arena/games/g4-rounds-settings.ts@0.01');
    expect(byName(view, { seed: 'r' })).toEqual(hardWithSettings(rounds, 0.01)(view, { seed: 'r' }));
  }, 60_000);
});
