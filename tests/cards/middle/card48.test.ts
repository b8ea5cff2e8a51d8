import { describe, expect, it } from 'vitest';
import { act, setSupport, sp, done, place, play, middleYear, remove, roundOver, targets } from '../../table';

const CHURCH = 'east-german-lutheran-church';

describe('#48 "We Are the People!"', () => {
  it('#48 We Are the People: up to 4 SPs leave the Lutheran Church and are placed in East Germany, at most 2 per space', () => {
    let s = middleYear('democrat', [48], (d) => setSupport(d, CHURCH, 0, 6));
    s = act(s, play('democrat', 48));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card48:take', rule: 'card 48' });
    expect(targets(s, 'remove')).toEqual([CHURCH]);
    s = act(s, ...Array(4).fill(remove('democrat', CHURCH)));
    // a fifth cannot be taken: the placement starts by itself
    expect(sp(s, CHURCH).democrat).toBe(2);
    expect(s.prompt).toMatchObject({ kind: 'addSupport', params: { left: 4 } });
    expect(targets(s, 'place')).toHaveLength(12);
    s = act(s, place('democrat', 'leipzig'), place('democrat', 'leipzig'));
    expect(targets(s, 'place')).not.toContain('leipzig');
    s = act(s, place('democrat', CHURCH), place('democrat', 'berlin'));
    expect(sp(s, 'leipzig').democrat).toBe(2);
    expect(sp(s, CHURCH).democrat).toBe(3);
    expect(sp(s, 'berlin').democrat).toBe(1);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(48);
  });

  it('#48 We Are the People: moving none is allowed; the Communist can never check Leipzig afterwards', () => {
    let s = middleYear('democrat', [48], (d) => {
      setSupport(d, CHURCH, 0, 2);
      setSupport(d, 'leipzig', 0, 2);
      setSupport(d, 'berlin', 0, 2);
    });
    s = act(s, play('democrat', 48), done('democrat'));
    expect(sp(s, CHURCH).democrat).toBe(2);
    expect(roundOver(s)).toBe(true);
    expect(s.effects).toEqual([{ card: 48, side: 'democrat' }]);
    s = act(s, play('communist', 12, 'check'));
    const checks = targets(s, 'check');
    expect(checks.sort()).toEqual(['berlin', CHURCH]);
  });

  it('#48 We Are the People: with no Democratic SP on the church only the Leipzig protection applies', () => {
    let s = middleYear('democrat', [48]);
    s = act(s, play('democrat', 48));
    expect(roundOver(s)).toBe(true);
    expect(s.effects).toHaveLength(1);
  });
});
