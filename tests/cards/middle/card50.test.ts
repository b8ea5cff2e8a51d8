import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { opsValue } from '../../../src/engine/ops';
import { act, setSupport, play, middleYear, timing } from '../../table';

describe('#50 The Sinatra Doctrine', () => {
  it('#50 The Sinatra Doctrine: +1 Ops to Democratic cards for every use, not to Communist cards', () => {
    let s = middleYear('democrat', [50]);
    s = act(s, play('democrat', 50));
    expect(s.effects).toEqual([{ card: 50, side: 'democrat' }]);
    expect(s.removed).toContain(50);
    for (const use of ['place', 'check', 'tiananmen', 'event'] as const) expect(opsValue(s, 'democrat', { card: 4, use })).toBe(2);
    expect(opsValue(s, 'democrat', { card: null, use: 'free-check' }, 2)).toBe(3);
    expect(opsValue(s, 'communist', { card: 12, use: 'place' })).toBe(2);
  });

  it('#50 The Sinatra Doctrine: a Communist Ops play of it gives the Democrat the bonus', () => {
    let s = middleYear('communist', [50], (d) => setSupport(d, 'berlin', 1, 0));
    s = act(s, play('communist', 50, 'place'), timing('communist', 'before'));
    expect(s.effects).toEqual([{ card: 50, side: 'democrat' }]);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 3 } });
  });

  it('#50 The Sinatra Doctrine: ends with the turn', () => {
    const s = middleYear('democrat', [], (d) => {
      d.effects.push({ card: 50, side: 'democrat' });
    });
    expect(endsAtTurnEnd(s, s.effects[0]!)).toBe(true);
  });
});
