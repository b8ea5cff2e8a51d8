import { describe, expect, it } from 'vitest';
import { sp, act, place, play, earlyYear, targets } from '../../table';

describe('#19 Papal Visit', () => {
  it('#19 Papal Visit: the Democrat adds 3 SPs to one Catholic Church space of his choice', () => {
    let s = act(earlyYear('democrat', [19]), play('democrat', 19));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card19:church' });
    expect(targets(s)).toEqual(['czechoslovak-catholic-church', 'hungarian-catholic-church', 'polish-catholic-church']);
    s = act(s, place('democrat', 'czechoslovak-catholic-church'));
    expect(sp(s, 'czechoslovak-catholic-church').democrat).toBe(3);
    expect(sp(s, 'polish-catholic-church').democrat).toBe(0);
    expect(s.removed).toContain(19);
  });
  it('#19 Papal Visit: played by the Communist for Ops, the Democrat decides where', () => {
    const s = act(earlyYear('communist', [19]), play('communist', 19, 'place'), { side: 'communist', type: 'eventTiming', when: 'before' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card19:church' });
  });
});
