import { logEntries } from '../../../src/engine';
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src/engine';
import { COUNTRY_IDS } from '../../../src/engine/data';
import { countryScore } from '../../../src/engine/scoring';
import { clearMap, lastLog, setSupport } from '../../table';
import { familyGame, logKeys, turnEndOf } from './family';

const start = familyGame();

/** The scoring at the end of the turn's 8th round, on a map built by `map`. */
function scoring(turn: number, vp: number, map: (d: GameState) => void = () => {}): GameState {
  return turnEndOf(start, (d) => {
    clearMap(d);
    map(d);
    d.turn = turn;
    d.round = 8;
    d.vp = vp;
  });
}

/** Hungary from the 9.2 tests: Democrat domination (2 + 2 battlegrounds) against Communist presence (1 + 1): net +2. */
function hungary(d: GameState): void {
  setSupport(d, 'budapest', 0, 3);
  setSupport(d, 'pecs', 0, 4);
  setSupport(d, 'miskolc', 3, 0);
  setSupport(d, 'szeged', 0, 4);
}

/** The same with the sides swapped: net −2. */
function hungaryRed(d: GameState): void {
  setSupport(d, 'budapest', 3, 0);
  setSupport(d, 'pecs', 4, 0);
  setSupport(d, 'miskolc', 0, 3);
  setSupport(d, 'szeged', 4, 0);
}

describe('TR.2.4.4 scoring', () => {
  it('TR.2.4.4.1 every country is scored at the end of every turn, as in 9.2 / 9.3, and the VP marker moves by the difference', () => {
    const s = scoring(3, 5, hungary);
    const keys = logKeys(s).slice(logKeys(s).lastIndexOf('familyScoring'));
    expect(keys.filter((k) => k === 'countryScored')).toHaveLength(6);
    expect(lastLog(s, 'familyScoring')!.params).toEqual({ turn: 3 });
    expect(
      logEntries(s)
        .filter((e) => e.key === 'countryScored')
        .map((e) => e.params.country),
    ).toEqual([...COUNTRY_IDS]);
    expect(lastLog(s, 'countryScored')!.params).toBeDefined();
    const hu = logEntries(s).find((e) => e.key === 'countryScored' && e.params.country === 'hungary')!.params;
    expect(hu).toMatchObject({ democratLevel: 'domination', democratVp: 4, communistLevel: 'presence', communistVp: 2, net: 2 });
    expect(s.vp).toBe(7);
    // TR.2.4.5: the next turn begins
    expect(s).toMatchObject({ turn: 4, result: null });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'familyPlayCard' });
  });

  it('TR.2.4.4.1 the scoring adds up every country’s difference (the same map scores again next turn)', () => {
    const map = (d: GameState) => {
      hungary(d);
      setSupport(d, 'warszawa', 3, 0);
      setSupport(d, 'gdansk', 3, 0);
      setSupport(d, 'leipzig', 0, 3);
    };
    const s = scoring(2, 0, map);
    const net = COUNTRY_IDS.reduce((n, c) => n + countryScore(s, c).net, 0);
    expect(s.vp).toBe(net);
    expect(net).not.toBe(2);
  });
});

describe('TR.3 victory', () => {
  it('TR.3.1 20 VP after a scoring wins at once (Democrat)', () => {
    const s = scoring(4, 18, hungary);
    expect(s.vp).toBe(20);
    expect(s.result).toEqual({ winner: 'democrat', reason: 'automatic-victory' });
    expect(s.turn).toBe(4);
    expect(s.prompt).toBeNull();
  });

  it('TR.3.1 20 VP after a scoring wins at once (Communist)', () => {
    const s = scoring(7, -18, hungaryRed);
    expect(s.vp).toBe(-20);
    expect(s.result).toEqual({ winner: 'communist', reason: 'automatic-victory' });
  });

  it('TR.3.1 19 VP do not win', () => {
    const s = scoring(4, 17, hungary);
    expect(s.vp).toBe(19);
    expect(s.result).toBeNull();
  });

  it('TR.3.1 only the total after the whole scoring counts, not a country on the way', () => {
    // East Germany (scored first) takes the marker past 20, Poland brings it back
    const map = (d: GameState) => {
      setSupport(d, 'leipzig', 0, 3);
      setSupport(d, 'warszawa', 3, 0);
    };
    const probe = scoring(2, 0, map);
    const eg = countryScore(probe, 'east-germany').net;
    const pl = countryScore(probe, 'poland').net;
    expect(eg).toBeGreaterThan(0);
    expect(pl).toBeLessThan(0);
    const s = scoring(2, 20 - eg, map);
    expect(logEntries(s).find((e) => e.key === 'countryScored' && e.params.country === 'east-germany')!.params.vp).toBe(20);
    expect(s.vp).toBe(20 + pl);
    expect(s.result).toBeNull();
  });

  it('TR.3.2 after turn 10 the side ahead on VP wins', () => {
    expect(scoring(10, 1).result).toEqual({ winner: 'democrat', reason: 'final-scoring' });
    expect(scoring(10, -3).result).toEqual({ winner: 'communist', reason: 'final-scoring' });
    expect(scoring(9, 1).result).toBeNull();
  });

  it('TR.3.2 a marker on 0 at the end is a Communist win', () => {
    const s = scoring(10, 0);
    expect(s.vp).toBe(0);
    expect(s.result).toEqual({ winner: 'communist', reason: 'final-scoring' });
    expect(lastLog(s, 'gameOver')!.params).toEqual({ winner: 'communist', reason: 'final-scoring', vp: 0 });
  });
});
