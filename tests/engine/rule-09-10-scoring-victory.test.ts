import { describe, expect, it } from 'vitest';
import { newGame, type GameState, logEntries } from '../../src/engine';
import { countryScore } from '../../src/engine/scoring';
import { clearMap, edit, lastLog, setHand, setSupport, startedGame } from '../table';
import { finishTurn, withoutScoringCards } from './sequence';

const empty = edit(newGame({ seed: 'score' }), clearMap);
const score = (fn: (d: GameState) => void) => countryScore(edit(empty, fn), 'hungary');

describe('9.2 / 9.3 country scoring', () => {
  it('9.2 presence: at least one controlled space', () => {
    const r = score((d) => setSupport(d, 'pecs', 4, 0));
    expect(r.communist).toMatchObject({ level: 'presence', vp: 1 });
    expect(r.democrat).toMatchObject({ level: 'none', vp: 0 });
    expect(r.net).toBe(-1);
  });
  it('9.2 domination needs more spaces, more battlegrounds, and one of each kind', () => {
    // two battlegrounds but no non-battleground: only presence
    const onlyBg = score((d) => {
      setSupport(d, 'budapest', 0, 3);
      setSupport(d, 'szeged', 0, 4);
    });
    expect(onlyBg.democrat.level).toBe('presence');
    const dom = score((d) => {
      setSupport(d, 'budapest', 0, 3);
      setSupport(d, 'pecs', 0, 4);
      setSupport(d, 'miskolc', 3, 0);
      setSupport(d, 'szeged', 0, 4);
    });
    // 9.3.1 the highest level only, 9.3.2 +1 per battleground
    expect(dom.democrat).toMatchObject({ level: 'domination', spaces: 3, battlegrounds: 2, vp: 2 + 2 });
    expect(dom.communist).toMatchObject({ level: 'presence', vp: 1 + 1 });
  });
  it('9.2 control needs all battlegrounds and more spaces (Hungary control is worth 4)', () => {
    const r = score((d) => {
      for (const id of ['budapest', 'miskolc', 'debrecen']) setSupport(d, id, 0, 3);
      setSupport(d, 'szeged', 0, 4);
    });
    expect(r.democrat).toMatchObject({ level: 'control', vp: 4 + 4 });
    const tie = score((d) => {
      for (const id of ['budapest', 'miskolc', 'debrecen']) setSupport(d, id, 0, 3);
      setSupport(d, 'szeged', 0, 4);
      for (const id of ['gyor', 'tatabanya', 'szekesfehervar']) setSupport(d, id, 3, 0);
      setSupport(d, 'pecs', 4, 0);
    });
    // 4 against 4 spaces: no control, no domination for either
    expect(tie.democrat.level).toBe('presence');
    expect(tie.communist.level).toBe('presence');
  });
});

describe('10.4 final scoring', () => {
  const lastTurn = (fn: (d: GameState) => void) =>
    finishTurn(
      edit(startedGame({ seed: 'final' }), (d) => {
        withoutScoringCards(d);
        setHand(d, 'communist', [1, 6, 7, 9, 10, 11, 12, 13]);
        setHand(d, 'democrat', [2, 3, 4, 5, 17, 19, 24, 26]);
        d.turn = 10;
        d.notYetAdded = [];
        clearMap(d);
        setSupport(d, 'dresden', 1, 1); // a target for the quick rounds
        fn(d as GameState);
      }),
    );
  it('10.4.1 every country is scored and the Communist gets −4 per country where he holds power', () => {
    const s = lastTurn((d) => {
      d.power.poland.holder = 'democrat';
      d.power.hungary.holder = 'democrat';
    });
    expect(logEntries(s).filter((e) => e.key === 'countryScored')).toHaveLength(6);
    expect(lastLog(s, 'finalBonus')!.params).toMatchObject({ countries: 4, vp: -16 });
    expect(s.vp).toBe(-16);
    expect(s.result).toEqual({ winner: 'communist', reason: 'final-scoring' });
  });
  it('10.4.2 no automatic victory in final scoring; 10.4.3 positive VP wins for the Democrat', () => {
    const s = lastTurn((d) => {
      d.vp = 17;
      for (const c of ['poland', 'hungary', 'romania', 'bulgaria', 'czechoslovakia', 'east-germany'] as const) d.power[c].holder = 'democrat';
      setSupport(d, 'budapest', 0, 3);
      setSupport(d, 'pecs', 0, 4);
    });
    expect(logEntries(s).some((e) => e.key === 'gameOver' && e.params.reason === 'automatic-victory')).toBe(false);
    // Democratic domination of Hungary: 2 + 1 battleground, reaching exactly 20
    expect(s.vp).toBe(17 + 2 + 1);
    expect(s.result).toEqual({ winner: 'democrat', reason: 'final-scoring' });
  });
  it('10.4.3 a VP marker on 0 is a draw', () => {
    const s = lastTurn((d) => {
      d.vp = 8;
      for (const c of ['romania', 'bulgaria', 'czechoslovakia', 'east-germany'] as const) d.power[c].holder = 'democrat';
    });
    expect(s.vp).toBe(0);
    expect(s.result).toEqual({ winner: null, reason: 'final-scoring' });
  });
});
