import { describe, expect, it } from 'vitest';
import { opsValue } from '../../../src/engine/ops';
import { edit, setSupport, act, play, earlyYear, roundFor, setHand } from '../../table';

describe('#8 Prudence', () => {
  it('#8 Prudence: the opponent of the player loses 1 Op on every card, minimum 1; the card is discarded', () => {
    const s = act(earlyYear('communist', [8]), play('communist', 8));
    expect(s.effects).toContainEqual({ card: 8, side: 'communist' });
    expect(s.discard).toContain(8);
    expect(opsValue(s, 'democrat', { card: 3, use: 'place' })).toBe(2);
    expect(opsValue(s, 'democrat', { card: 27, use: 'event' })).toBe(2);
    expect(opsValue(s, 'democrat', { card: 4, use: 'check' })).toBe(1);
    expect(opsValue(s, 'communist', { card: 1, use: 'place' })).toBe(2);
  });
  it('#8 Prudence: the Democrat places with 3 − 1 = 2 Ops', () => {
    let s = act(earlyYear('communist', [8]), play('communist', 8));
    s = roundFor(s, 'democrat', [3], (d) => setSupport(d, 'gdansk', 0, 1));
    s = act(s, play('democrat', 3, 'place'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport', params: { opsLeft: 2 } });
  });
  it('#8 Prudence: played twice in a turn by the same player the reductions add up (FAQ 8)', () => {
    let s = act(earlyYear('democrat', [8]), play('democrat', 8));
    s = edit(s, (d) => {
      d.effects.push({ card: 8, side: 'democrat' });
    });
    expect(opsValue(s, 'communist', { card: 20, use: 'place' })).toBe(2);
    expect(opsValue(s, 'communist', { card: 1, use: 'place' })).toBe(1);
  });
  it('#8 Prudence: ends with the turn', () => {
    const s = act(
      earlyYear('communist', [8], (d) => {
        setHand(d, 'democrat', []);
      }),
      play('communist', 8),
    );
    expect(s.turn).toBe(2);
    expect(s.effects.some((e) => e.card === 8)).toBe(false);
  });
  it('#8 Prudence: a neutral card played for Ops by either player triggers no event', () => {
    const s = act(
      earlyYear('communist', [8], (d) => setSupport(d, 'berlin', 1, 0)),
      play('communist', 8, 'place'),
    );
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 4 } });
    expect(s.effects).toEqual([]);
  });
});
