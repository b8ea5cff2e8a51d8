import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { setSupport, sp, act, place, play, earlyYear, select, targets } from '../../table';

describe('#16 Nomenklatura', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'dresden', 1, 3);
    setSupport(d, 'bydgoszcz', 0, 1);
    setSupport(d, 'gdansk', 0, 2);
  };
  it('#16 Nomenklatura: the Communist chooses between the two options', () => {
    const s = act(earlyYear('communist', [16], build), play('communist', 16));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card16:choose', rule: 'card 16' });
    expect(legalActions(s)).toEqual([select('communist', 'remove'), select('communist', 'add')]);
  });
  it('#16 Nomenklatura: option (a) removes every Democratic SP from all Elite spaces', () => {
    const s = act(earlyYear('communist', [16], build), play('communist', 16), select('communist', 'remove'));
    expect(sp(s, 'dresden')).toEqual({ communist: 1, democrat: 0 });
    expect(sp(s, 'bydgoszcz')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(s, 'gdansk').democrat).toBe(2);
    expect(s.removed).toContain(16);
  });
  it('#16 Nomenklatura: option (b) adds 3 SPs to Elite spaces as he likes', () => {
    let s = act(earlyYear('communist', [16], build), play('communist', 16), select('communist', 'add'));
    expect(targets(s)).toEqual(['bydgoszcz', 'cluj-napoca', 'dresden', 'plzen', 'stara-zagora', 'szombathely']);
    s = act(s, place('communist', 'dresden'), place('communist', 'dresden'), place('communist', 'plzen'));
    expect(sp(s, 'dresden')).toEqual({ communist: 3, democrat: 3 });
    expect(sp(s, 'plzen').communist).toBe(1);
    expect(s.prompt?.kind).toBe('actionRound');
  });
});
