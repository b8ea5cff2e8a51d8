import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { lastLog, rigDice, setSupport, sp, act, check, play, earlyYear, remove, targets } from '../../table';

describe('#14 Gorbachev Charms the West', () => {
  it('#14 Gorbachev Charms the West: the Democrat removes 2 Communist SPs anywhere, then 1 check with 4 Ops; discarded', () => {
    let s = earlyYear('democrat', [14], (d) => {
      setSupport(d, 'berlin', 3, 0);
      setSupport(d, 'sofia', 2, 0);
      rigDice(d, 3);
    });
    s = act(s, play('democrat', 14));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport', rule: 'card 14' });
    s = act(s, remove('democrat', 'berlin'), remove('democrat', 'berlin'));
    expect(sp(s, 'berlin').communist).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 1, ops: 4 } });
    expect(targets(s)).toEqual(['berlin', 'sofia']);
    s = act(s, check('democrat', 'sofia'));
    // 3 + 4 = 7 > 6: 1 removed
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ total: 7, removed: 1 });
    expect(sp(s, 'sofia').communist).toBe(1);
    expect(s.discard).toContain(14);
  });
  it('#14 Gorbachev Charms the West: the Communist may play it too, against Democratic SPs', () => {
    const s = act(
      earlyYear('communist', [14], (d) => setSupport(d, 'gdansk', 0, 2)),
      play('communist', 14),
    );
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport' });
    expect(targets(s)).toEqual(['gdansk']);
  });
  it('#14 Gorbachev Charms the West: no longer an event after Breakaway Baltic Republics (12.4)', () => {
    const s = earlyYear('democrat', [14], (d) => void d.eventsPlayed.push(84));
    expect(legalActions(s)).not.toContainEqual(play('democrat', 14));
    expect(legalActions(s)).toContainEqual(play('democrat', 14, 'place'));
  });
});
