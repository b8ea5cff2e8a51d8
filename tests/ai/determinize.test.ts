import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { actionKey, apply, determinize, legalActions, newGame, viewFor, type GameOptions, type GameState } from '../../src/engine';
import { checkState } from '../../tools/invariants';

/** States met in random games, every `every` actions. */
function positions(options: GameOptions, every: number): GameState[] {
  const pick = seedrandom(`pick:${options.seed}`);
  let s = newGame(options);
  const out: GameState[] = [];
  for (let n = 0; !s.result; n++) {
    if (n % every === 0) out.push(s);
    const legal = legalActions(s);
    s = apply(s, legal[Math.floor(pick() * legal.length)]!);
  }
  return out;
}

const keys = (s: GameState) => legalActions(s).map(actionKey).sort();

/** Everything a view shows except the story so far (the log), which a sampled state does not carry. */
function publicPart(s: GameState, side: 'communist' | 'democrat') {
  const { log: _log, ...rest } = viewFor(s, side);
  return rest;
}

describe('determinize: a full state consistent with one side view (DESIGN.md, the computer player)', () => {
  for (const mode of ['standard', 'family'] as const)
    it(`${mode}: on random positions the deciding side has the same legal actions and sees the same board`, () => {
      let checked = 0;
      for (let g = 0; g < 6; g++) {
        for (const s of positions({ seed: `det-${mode}-${g}`, mode }, 4)) {
          const side = s.prompt!.side;
          const rng = seedrandom(`d${checked}`);
          const d = determinize(viewFor(s, side), rng);
          expect(keys(d)).toEqual(keys(s));
          expect(publicPart(d, side)).toEqual(publicPart(s, side));
          checkState(d); // every card in exactly one place
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(100);
    });

  it('samples the hidden parts: the opponent hand differs between samples, his hand size does not', () => {
    const s = positions({ seed: 'det-sample' }, 1)[20]!;
    const side = s.prompt!.side;
    const opp = side === 'communist' ? 'democrat' : 'communist';
    const hands = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const d = determinize(viewFor(s, side), seedrandom(`x${i}`));
      expect(d.hands[opp]).toHaveLength(s.hands[opp].length);
      expect(d.hands[side]).toEqual(s.hands[side]);
      hands.add([...d.hands[opp]].sort().join(','));
    }
    expect(hands.size).toBeGreaterThan(5);
  });

  it('card 13 (Stasi): the announced card stays in the Democrat hand in every sample', () => {
    let found = 0;
    for (let g = 0; g < 30 && found < 3; g++)
      for (const s of positions({ seed: `det-stasi-${g}`, rig: { strategyDeck: [13] } }, 1)) {
        const declared = s.effects.find((e) => e.card === 13)?.data?.declared;
        if (typeof declared !== 'number' || !s.hands.democrat.includes(declared) || s.prompt?.side !== 'communist') continue;
        for (let i = 0; i < 5; i++) expect(determinize(viewFor(s, 'communist'), seedrandom(`s${i}`)).hands.democrat).toContain(declared);
        found++;
        break;
      }
    expect(found).toBeGreaterThan(0);
  });
});
