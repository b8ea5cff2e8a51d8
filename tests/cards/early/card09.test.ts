import { describe, expect, it } from 'vitest';
import { lastLog, rigDice, setSupport, act, check, play, earlyYear, roundFor, timing } from '../../table';

describe('#9 The Wall', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'berlin', 3, 0); // Communist-controlled, next to Leipzig
    setSupport(d, 'halle', 0, 3); // Democrat-controlled, next to Leipzig
    setSupport(d, 'karl-marx-stadt', 0, 3); // Democrat-controlled, next to Leipzig
    setSupport(d, 'leipzig', 0, 4);
    setSupport(d, 'gdansk', 0, 1);
    setSupport(d, 'szczecin', 0, 3); // Democrat-controlled, next to Gdańsk
  };
  it('#9 The Wall: the next Communist check in East Germany ignores adjacent Democratic control, then it is used up', () => {
    let s = act(earlyYear('communist', [9], build), play('communist', 9));
    expect(s.effects).toContainEqual({ card: 9, side: 'communist' });
    expect(s.inPlay).toEqual([9]);
    expect(s.removed).not.toContain(9);
    s = roundFor(s, 'communist', [12], (d) => rigDice(d, 1, 1, 1));
    // a check outside East Germany does not use it up
    s = act(s, play('communist', 12, 'check'), check('communist', 'gdansk'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ space: 'gdansk', adjacency: -1, events: 0 });
    expect(s.effects).toContainEqual({ card: 9, side: 'communist' });
    s = act(s, check('communist', 'leipzig'));
    // +1 Berlin, −2 Halle and Karl-Marx-Stadt, cancelled by +2
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ space: 'leipzig', adjacency: -1, events: 2, total: 4 });
    expect(s.effects.some((e) => e.card === 9)).toBe(false);
    expect(s.inPlay).not.toContain(9);
    expect(s.removed).toContain(9);
  });
  it('#9 The Wall: only the next check benefits', () => {
    let s = act(earlyYear('communist', [9], build), play('communist', 9));
    s = roundFor(s, 'communist', [12], (d) => rigDice(d, 1, 1));
    s = act(s, play('communist', 12, 'check'), check('communist', 'leipzig'), check('communist', 'leipzig'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ space: 'leipzig', adjacency: -1, events: 0 });
  });
  it('#9 The Wall: Democratic checks in East Germany are not affected, and the effect lasts into later turns', () => {
    let s = act(earlyYear('communist', [9], build), play('communist', 9));
    s = roundFor(s, 'democrat', [29], (d) => {
      d.turn = 3;
      setSupport(d, 'leipzig', 2, 0);
      rigDice(d, 1);
    });
    s = act(s, play('democrat', 29, 'check'), check('democrat', 'leipzig'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ side: 'democrat', events: 0 });
    expect(s.effects).toContainEqual({ card: 9, side: 'communist' });
  });
  it('#9 The Wall: played by the Democrat for Ops, it takes effect for the Communist', () => {
    const s = act(earlyYear('democrat', [9], build), play('democrat', 9, 'place'), timing('democrat', 'before'));
    expect(s.effects).toContainEqual({ card: 9, side: 'communist' });
    expect(s.inPlay).toContain(9);
  });
});
