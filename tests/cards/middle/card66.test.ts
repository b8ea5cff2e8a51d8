import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, sp, place, play, middleYear, roundOver, targets } from '../../table';

describe('#66 New Forum', () => {
  it('#66 New Forum: the Democrat adds 1 SP to each of 3 different East German spaces', () => {
    let s = middleYear('democrat', [66]);
    s = act(s, play('democrat', 66));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'addSupport', rule: 'card 66' });
    expect(targets(s, 'place')).toHaveLength(12);
    expect(targets(s, 'place')).not.toContain('gdansk');
    s = act(s, place('democrat', 'berlin'));
    expect(targets(s, 'place')).not.toContain('berlin');
    s = act(s, place('democrat', 'leipzig'), place('democrat', 'dresden'));
    expect(sp(s, 'berlin').democrat).toBe(1);
    expect(sp(s, 'leipzig').democrat).toBe(1);
    expect(sp(s, 'dresden').democrat).toBe(1);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(66);
    expect(legalActions(s)[0]!.side).toBe('communist');
  });
});
