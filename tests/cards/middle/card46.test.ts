import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, lastLog, setHand, setSupport, sp, play, middleYear, roundOver, select, targets, hand } from '../../table';

const choose = (card: number) => ({ side: 'democrat' as const, type: 'choose' as const, card });

describe('#46 Goodbye Lenin!', () => {
  it('#46 Goodbye Lenin: the red cards are revealed; the Democrat takes a playable one and carries out its event', () => {
    let s = middleYear('democrat', [46], (d) => {
      setHand(d, 'communist', [81, 61, 12]);
      d.eventsPlayed.push(33);
    });
    s = act(s, play('democrat', 46));
    expect(lastLog(s, 'cardsRevealed')!.params).toMatchObject({ side: 'communist', cards: [81] });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card46:choice', params: { revealed: [81], takeable: [81] } });
    expect(legalActions(s)).toEqual([choose(81), select('democrat', 'place'), select('democrat', 'tiananmen')]);
    s = act(s, choose(81));
    expect(hand(s, 'communist')).toEqual([61, 12]);
    expect(s.vp).toBe(3);
    expect(s.ussrStability).toBe(2);
    s = act(s, select('democrat', 'razgrad'));
    expect(sp(s, 'razgrad').democrat).toBe(4);
    expect(s.removed).toEqual(expect.arrayContaining([46, 81]));
    expect(roundOver(s)).toBe(true);
  });

  it('#46 Goodbye Lenin: a red card whose event cannot occur is not takeable; the card is then used for Ops and still removed (Polish FAQ 46)', () => {
    let s = middleYear('democrat', [46], (d) => {
      setHand(d, 'communist', [81]);
      setSupport(d, 'gdansk', 0, 1);
      setSupport(d, 'warszawa', 1, 0);
    });
    s = act(s, play('democrat', 46));
    expect(legalActions(s)).toEqual([select('democrat', 'place'), select('democrat', 'check'), select('democrat', 'tiananmen')]);
    s = act(s, select('democrat', 'place'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport', params: { opsLeft: 3, card: 46 } });
    s = act(s, ...Array(3).fill({ side: 'democrat', type: 'place', space: 'gdansk' }));
    expect(sp(s, 'gdansk').democrat).toBe(4);
    expect(hand(s, 'communist')).toEqual([81]);
    expect(s.removed).toContain(46);
    expect(roundOver(s)).toBe(true);
  });

  it('#46 Goodbye Lenin: 2 support checks with its Ops, or a Tiananmen attempt with it', () => {
    let s = middleYear('democrat', [46], (d) => {
      setHand(d, 'communist', []);
      setSupport(d, 'warszawa', 1, 0);
    });
    s = act(s, play('democrat', 46), select('democrat', 'check'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 3 } });
    expect(targets(s, 'check')).toEqual(['warszawa']);
    let t = middleYear('democrat', [46], (d) => {
      setHand(d, 'communist', []);
    });
    t = act(t, play('democrat', 46), select('democrat', 'tiananmen'));
    expect(lastLog(t, 'tiananmenAttempt')!.params).toMatchObject({ side: 'democrat', card: 46, ops: 3 });
  });
});
