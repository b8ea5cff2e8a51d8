import { describe, expect, it } from 'vitest';
import { legalActions, logEntries } from '../../../src/engine';
import { lastLog, setSupport, act, choose, done, play, earlyYear, roundFor, hand } from '../../table';

describe('#15 Honecker', () => {
  const withDiscard = () =>
    earlyYear('communist', [15, 12], (d) => {
      for (const c of [7, 22]) {
        d.drawPile.splice(d.drawPile.indexOf(c), 1);
        d.discard.push(c);
      }
    });
  it('#15 Honecker: the Communist may take a non-scoring card from the discard pile', () => {
    let s = act(withDiscard(), play('communist', 15));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card15:take' });
    expect(legalActions(s)).toEqual([choose('communist', 7), done('communist')]);
    s = act(s, choose('communist', 7));
    expect(hand(s, 'communist')).toEqual([12, 7]);
    expect(s.discard).not.toContain(7);
    expect(s.removed).toContain(15);
  });
  it('#15 Honecker: taking a card is optional', () => {
    const s = act(withDiscard(), play('communist', 15), done('communist'));
    expect(hand(s, 'communist')).toEqual([12]);
    expect(s.discard).toContain(7);
  });
  it("#15 Honecker: an eighth Communist action round after the Democrat's last, which he may decline", () => {
    let s = act(withDiscard(), play('communist', 15), done('communist'));
    expect(s.effects).toContainEqual({ card: 15, side: 'communist' });
    // jump to the end of the turn: the Democrat's 7th round is next
    s = roundFor(s, 'democrat', [4], undefined, 7);
    s = act(s, play('democrat', 4));
    expect(s.round).toBe(8);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    expect(legalActions(s)).toContainEqual(done('communist'));
    expect(legalActions(s)).toContainEqual(play('communist', 12, 'place'));
    s = act(s, done('communist'));
    expect(lastLog(s, 'passRound')?.params).toMatchObject({ side: 'communist', round: 8 });
    expect(s.turn).toBe(2);
    expect(logEntries(s).filter((e) => e.key === 'playCard' && e.params.side === 'communist')).toHaveLength(1);
    expect(s.effects).toEqual([]);
  });
  it('#15 Honecker: without the event there is no eighth round and no passing', () => {
    let s = earlyYear('democrat', [4], undefined, 7);
    expect(legalActions(s)).not.toContainEqual(done('democrat'));
    s = act(s, play('democrat', 4));
    expect(s.turn).toBe(2);
  });
  it('#15 Honecker: not an event after Modrow; played by the Democrat for Ops it is then just discarded (5.2 ex. 3)', () => {
    const s = earlyYear('democrat', [15], (d) => void d.eventsPlayed.push(83));
    expect(legalActions(s).some((a) => a.type === 'play' && a.card === 15 && a.use === 'place')).toBe(true);
    const t = act(s, play('democrat', 15, 'place'));
    expect(t.prompt?.kind).not.toBe('eventTiming');
    expect(t.discard).toContain(15);
    expect(earlyYear('communist', [15], (d) => void d.eventsPlayed.push(83)).prompt).toBeTruthy();
    expect(legalActions(earlyYear('communist', [15], (d) => void d.eventsPlayed.push(83)))).not.toContainEqual(play('communist', 15));
  });
  it('#15 Honecker: played by the Democrat for Ops, the Communist takes the card and gets the extra round', () => {
    let s = earlyYear('democrat', [15, 4], (d) => {
      setSupport(d, 'gdansk', 0, 1);
      d.drawPile.splice(d.drawPile.indexOf(7), 1);
      d.discard.push(7);
    });
    s = act(s, play('democrat', 15, 'place'), { side: 'democrat', type: 'eventTiming', when: 'before' });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card15:take' });
    s = act(s, choose('communist', 7));
    expect(hand(s, 'communist')).toContain(7);
    expect(s.effects).toContainEqual({ card: 15, side: 'communist' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
  });
});
