import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, play, earlyYear, remove, targets } from '../../table';

describe('#28 Factory Party Cells', () => {
  it('#28 Factory Party Cells: removes 3 Democratic SPs from Worker spaces, at most 2 per space; discarded', () => {
    let s = earlyYear('communist', [28], (d) => {
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'leipzig', 0, 2);
      setSupport(d, 'polish-writers', 0, 2);
    });
    s = act(s, play('communist', 28));
    expect(targets(s)).toEqual(['gdansk', 'leipzig']);
    s = act(s, remove('communist', 'gdansk'), remove('communist', 'gdansk'), remove('communist', 'leipzig'));
    expect(sp(s, 'gdansk').democrat).toBe(1);
    expect(sp(s, 'leipzig').democrat).toBe(1);
    expect(sp(s, 'polish-writers').democrat).toBe(2);
    expect(s.discard).toContain(28);
  });
});
