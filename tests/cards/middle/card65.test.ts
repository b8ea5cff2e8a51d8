import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { act, setSupport, place, play, middleYear, timing, hand, setHand } from '../../table';

describe('#65 Presidential Visit', () => {
  it('#65 Presidential Visit: at the next turn the Communist is dealt up to 7 cards and the Democrat up to 8; then the effect ends', () => {
    let s = middleYear('democrat', [65], (d) => {
      setHand(d, 'communist', [12]);
      setSupport(d, 'sofia', 1, 0);
    });
    s = act(s, play('democrat', 65));
    expect(s.effects).toEqual([{ card: 65, side: 'democrat', data: { turn: 5 } }]);
    expect(s.removed).toContain(65);
    // the Democrat has no card left; the Communist plays his last one and the turn ends
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    s = act(s, play('communist', 12, 'place'), place('communist', 'sofia'), place('communist', 'sofia'));
    expect(s.turn).toBe(5);
    expect(hand(s, 'communist')).toHaveLength(7);
    expect(hand(s, 'democrat')).toHaveLength(8);
    // at the end of turn 5 it goes
    expect(endsAtTurnEnd(s, s.effects[0]!)).toBe(true);
  });

  it('#65 Presidential Visit: fired by a Communist Ops play, it still limits the Communist', () => {
    let s = middleYear('communist', [65], (d) => setSupport(d, 'sofia', 1, 0));
    s = act(s, play('communist', 65, 'place'), timing('communist', 'after'));
    expect(s.effects).toEqual([]);
    s = act(s, place('communist', 'sofia'), place('communist', 'sofia'), place('communist', 'sofia'));
    expect(s.effects).toEqual([{ card: 65, side: 'democrat', data: { turn: 5 } }]);
  });
});
