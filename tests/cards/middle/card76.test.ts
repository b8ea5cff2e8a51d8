import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, place, play, middleYear, roundOver, select, selects, targets } from '../../table';

describe('#76 Warsaw Pact Summit', () => {
  it('#76 Warsaw Pact Summit: 2 checks against Student/Intellectual spaces with the card Ops +2 (Polish FAQ 76)', () => {
    let s = middleYear('communist', [76], (d) => {
      setSupport(d, 'charles-university', 0, 3);
      setSupport(d, 'polish-writers', 0, 3);
      setSupport(d, 'praha', 0, 3);
      rigDice(d, 1, 1);
    });
    s = act(s, play('communist', 76));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card76:mode' });
    expect(selects(s)).toEqual(['checks', 'place']);
    s = act(s, select('communist', 'checks'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 2 } });
    expect(targets(s, 'check')).toEqual(['charles-university', 'polish-writers']);
    s = act(s, check('communist', 'charles-university'));
    // die 1 + Ops 2 + bonus 2 − 1 (Praha is Democrat-controlled) = 4 > 2: 2 removed
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ die: 1, ops: 2, events: 2, adjacency: -1, total: 4 });
    expect(sp(s, 'charles-university').democrat).toBe(1);
    s = act(s, check('communist', 'polish-writers'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(76);
  });

  it('#76 Warsaw Pact Summit: or 4 SPs in spaces without Democratic SPs, any split', () => {
    let s = middleYear('communist', [76], (d) => setSupport(d, 'berlin', 0, 1));
    s = act(s, play('communist', 76), select('communist', 'place'));
    expect(targets(s, 'place')).not.toContain('berlin');
    expect(targets(s, 'place')).toHaveLength(74);
    s = act(s, place('communist', 'sofia'), place('communist', 'sofia'), place('communist', 'sofia'), place('communist', 'gdansk'));
    expect(sp(s, 'sofia').communist).toBe(3);
    expect(roundOver(s)).toBe(true);
  });
});
