import { describe, expect, it } from 'vitest';
import { lastLog, rigDice, setSupport, act, check, play, earlyYear, roundFor, timing } from '../../table';

describe('#26 Helsinki Final Act', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'jagiellonian-university', 0, 1);
    setSupport(d, 'czech-writers', 0, 5);
    setSupport(d, 'gdansk', 0, 1);
  };
  it('#26 Helsinki Final Act: each Communist check in a Student or Intellectual space gives the Democrat 1 VP, success or not', () => {
    let s = act(earlyYear('democrat', [26], build), play('democrat', 26));
    expect(s.effects).toContainEqual({ card: 26, side: 'democrat' });
    expect(s.removed).toContain(26);
    s = roundFor(s, 'communist', [12, 7], (d) => rigDice(d, 6, 1, 1, 1));
    s = act(s, play('communist', 12, 'check'), check('communist', 'jagiellonian-university'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ removed: 1 });
    expect(s.vp).toBe(1);
    s = act(s, check('communist', 'czech-writers'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ removed: 0 });
    expect(s.vp).toBe(2);
    s = roundFor(s, 'communist', [7], (d) => setSupport(d, 'polish-writers', 0, 2));
    s = act(s, play('communist', 7, 'check'), check('communist', 'gdansk'));
    expect(s.vp).toBe(2);
    expect(s.effects).toContainEqual({ card: 26, side: 'democrat' });
  });
  it('#26 Helsinki Final Act: Democratic checks give nothing; played by the Communist for Ops, it still takes effect', () => {
    let s = act(earlyYear('communist', [26], build), play('communist', 26, 'place'), timing('communist', 'before'));
    expect(s.effects).toContainEqual({ card: 26, side: 'democrat' });
    s = roundFor(s, 'democrat', [29], (d) => {
      setSupport(d, 'charles-university', 2, 0);
      rigDice(d, 1);
    });
    s = act(s, play('democrat', 29, 'check'), check('democrat', 'charles-university'));
    expect(s.vp).toBe(0);
  });
});
