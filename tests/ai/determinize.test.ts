import { describe, expect, it } from 'vitest';
import seedrandom from 'seedrandom';
import { actionKey, apply, determinize, legalActions, newGame, viewFor, type GameOptions, type GameState } from '../../src/engine';
import { checkState } from '../../tools/invariants';
import { CARDS } from '../../src/engine/data';
import { hand, laidOut, pendingRound } from '../table';

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

describe('determinize: a full state consistent with one side view (docs/design.md, the computer player)', () => {
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
    }, 120_000);

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
  }, 60_000);

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
  }, 120_000);
});

describe('determinize keeps what card 46 (Goodbye Lenin) showed', () => {
  it('card 46: the shown red-titled cards are in the Communist hand and no other red-titled card is', () => {
    let s = newGame({ seed: 'det-46' });
    while (!(s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat')) s = apply(s, legalActions(s)[0]!);
    s = laidOut(s, pendingRound(s), { hands: { democrat: [...hand(s, 'democrat').filter((c) => c !== 46), 46] } });
    s = apply(s, { side: 'democrat', type: 'play', card: 46, use: 'event' });
    while (s.prompt?.kind === 'eventTiming') s = apply(s, legalActions(s)[0]!);
    expect(s.prompt?.kind).toBe('card46:choice');
    for (let i = 0; i < 20; i++) {
      const d = determinize(viewFor(s, 'democrat'), seedrandom(`g${i}`));
      expect(keys(d)).toEqual(keys(s));
      expect(d.hands.communist.filter((c) => CARDS[c]!.redTitle).sort()).toEqual(s.hands.communist.filter((c) => CARDS[c]!.redTitle).sort());
    }
  }, 60_000);
});
