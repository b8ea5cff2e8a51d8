import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, place, play, earlyYear, remove, targets, timing } from '../../table';

describe('#11 Dissident Arrested', () => {
  it('#11 Dissident Arrested: removes 2 Democratic SPs from one Intellectual space; discarded', () => {
    let s = earlyYear('communist', [11], (d) => {
      setSupport(d, 'czech-writers', 1, 3);
      setSupport(d, 'polish-writers', 0, 1);
      setSupport(d, 'gdansk', 0, 2);
    });
    s = act(s, play('communist', 11));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card11:arrest', rule: 'card 11' });
    expect(targets(s)).toEqual(['czech-writers', 'polish-writers']);
    s = act(s, remove('communist', 'czech-writers'));
    expect(sp(s, 'czech-writers')).toEqual({ communist: 1, democrat: 1 });
    expect(sp(s, 'polish-writers').democrat).toBe(1);
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.discard).toContain(11);
  });
  it('#11 Dissident Arrested: a space with 1 Democratic SP loses just that one', () => {
    let s = earlyYear('communist', [11], (d) => setSupport(d, 'polish-writers', 0, 1));
    s = act(s, play('communist', 11), remove('communist', 'polish-writers'));
    expect(sp(s, 'polish-writers').democrat).toBe(0);
  });
  it('#11 Dissident Arrested: without Democratic SPs in Intellectual spaces it has no effect but still counts as played', () => {
    let s = earlyYear('democrat', [11], (d) => setSupport(d, 'gdansk', 0, 1));
    s = act(s, play('democrat', 11, 'place'), timing('democrat', 'before'));
    expect(s.eventsPlayed).toContain(11);
    s = act(s, place('democrat', 'gdansk'), place('democrat', 'gdansk'));
    expect(s.discard).toContain(11);
  });
});
