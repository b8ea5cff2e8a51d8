import { describe, expect, it } from 'vitest';
import { lastLog, rigDice, setSupport, act, check, play, earlyYear, roundFor } from '../../table';

describe('#30 Tear Gas', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'jagiellonian-university', 0, 3);
    setSupport(d, 'charles-university', 0, 3);
    setSupport(d, 'gdansk', 0, 1);
  };
  it('#30 Tear Gas: +1 to the next Communist check in a Student space, then used up (FAQ 30)', () => {
    let s = act(earlyYear('communist', [30], build), play('communist', 30));
    expect(s.effects).toContainEqual({ card: 30, side: 'communist' });
    expect(s.inPlay).toEqual([30]);
    expect(s.removed).not.toContain(30);
    s = roundFor(s, 'communist', [12], (d) => rigDice(d, 1, 1, 1));
    s = act(s, play('communist', 12, 'check'), check('communist', 'gdansk'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ space: 'gdansk', events: 0 });
    s = act(s, check('communist', 'jagiellonian-university'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ space: 'jagiellonian-university', events: 1, total: 4, removed: 2 });
    expect(s.effects).toEqual([]);
    expect(s.inPlay).not.toContain(30);
    expect(s.removed).toContain(30);
  });
  it('#30 Tear Gas: stays in effect into later turns until used', () => {
    let s = act(earlyYear('communist', [30], build), play('communist', 30));
    s = roundFor(s, 'communist', [12], (d) => {
      d.turn = 4;
      rigDice(d, 1);
    });
    s = act(s, play('communist', 12, 'check'), check('communist', 'charles-university'));
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ events: 1 });
    expect(s.effects).toEqual([]);
    expect(s.inPlay).not.toContain(30);
    expect(s.removed).toContain(30);
  });
});
