import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { laidOut, setSupport, act, choose, play, earlyYear, remove, select, timing, hand, setHand } from '../../table';

describe('#20 Deutsche Marks', () => {
  const withHand = (hand: number[]) =>
    earlyYear('communist', [20], (d) => {
      setHand(d, 'democrat', hand);
      setSupport(d, 'berlin', 2, 0);
      setSupport(d, 'gdansk', 0, 2);
    });
  it('#20 Deutsche Marks: the Democrat picks among his highest-Ops cards, never a scoring card', () => {
    const s = act(withHand([27, 3, 4, 22]), play('communist', 20));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card20:give', rule: 'card 20' });
    expect(legalActions(s)).toEqual([choose('democrat', 27), choose('democrat', 3)]);
  });
  it('#20 Deutsche Marks: a Democratic card is played by the Communist for Operations, without its event', () => {
    let s = act(withHand([27, 3, 4]), play('communist', 20), choose('democrat', 3));
    expect(hand(s, 'democrat')).toEqual([27, 4]);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card20:use' });
    expect(legalActions(s)).toEqual([select('communist', 'place'), select('communist', 'check'), select('communist', 'tiananmen')]);
    s = act(s, select('communist', 'place'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 3, card: 3 } });
    s = act(
      s,
      { side: 'communist', type: 'place', space: 'berlin' },
      { side: 'communist', type: 'place', space: 'berlin' },
      { side: 'communist', type: 'place', space: 'berlin' },
    );
    expect(s.eventsPlayed).toEqual([20]);
    expect(s.discard).toContain(3);
    expect(s.removed).toContain(20);
    expect(s.inPlay).toEqual([]);
  });
  it('#20 Deutsche Marks: a playable Communist event on the given card takes place for the Communist', () => {
    let s = act(withHand([7, 4]), play('communist', 20));
    expect(legalActions(s)).toEqual([choose('democrat', 7)]);
    s = act(s, choose('democrat', 7));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 7' });
    s = act(s, remove('communist', 'gdansk'), remove('communist', 'gdansk'));
    expect(s.removed).toEqual(expect.arrayContaining([7, 20]));
  });
  it('#20 Deutsche Marks: no Tiananmen attempt if the Communist already made one this turn', () => {
    const s = laidOut(withHand([27]), { round: 1, side: 'communist' }, { tiananmen: { communist: { attemptedThisTurn: true } } });
    const t = act(s, play('communist', 20), choose('democrat', 27));
    expect(legalActions(t)).toEqual([select('communist', 'place'), select('communist', 'check')]);
  });
  it('#20 Deutsche Marks: with only scoring cards the event has no effect and the card still leaves the game (FAQ 20)', () => {
    const s = act(withHand([22]), play('communist', 20));
    expect(hand(s, 'democrat')).toEqual([22]);
    expect(s.eventsPlayed).toEqual([20]);
    expect(s.removed).toContain(20);
    expect(s.prompt?.kind).toBe('actionRound');
  });
  it('#20 Deutsche Marks: played by the Democrat for Ops, the Democrat still gives a card', () => {
    let s = earlyYear('democrat', [20, 27, 4], (d) => setSupport(d, 'gdansk', 0, 2));
    s = act(s, play('democrat', 20, 'place'), timing('democrat', 'before'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card20:give' });
    expect(legalActions(s)).toEqual([choose('democrat', 27)]);
  });
});
