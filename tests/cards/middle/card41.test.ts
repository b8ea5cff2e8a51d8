import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, check, place, play, middleYear, remove, roundOver, targets, timing } from '../../table';

describe('#41 Ceausescu', () => {
  it('#41 Ceausescu: 3 Democratic SPs removed from Romania, 1 check there with the card Ops, then București loses 1 at the end of the round', () => {
    let s = middleYear('communist', [41], (d) => {
      setSupport(d, 'timisoara', 0, 2); // next to Cluj-Napoca
      setSupport(d, 'iasi', 0, 3);
      setSupport(d, 'sofia', 0, 3);
      setSupport(d, 'bucuresti', 2, 0);
      rigDice(d, 1);
    });
    s = act(s, play('communist', 41));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', rule: 'card 41' });
    expect(targets(s, 'remove')).toEqual(['iasi', 'timisoara']);
    s = act(s, remove('communist', 'iasi'), remove('communist', 'iasi'), remove('communist', 'timisoara'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'supportCheck', params: { left: 1, ops: 3 } });
    expect(targets(s, 'check')).toEqual(['iasi', 'timisoara']);
    expect(sp(s, 'bucuresti').communist).toBe(2);
    s = act(s, check('communist', 'iasi'));
    // die 1 + 3 = 4 < 6: no change; Timișoara still holds a Democratic SP next to Cluj-Napoca
    expect(sp(s, 'iasi').democrat).toBe(1);
    expect(sp(s, 'bucuresti').communist).toBe(1);
    expect(lastLog(s, 'eventFollowUp')!.params).toMatchObject({ card: 41, removed: 1 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(41);
  });

  it('#41 Ceausescu: nothing leaves București when no Democratic SP is next to Cluj-Napoca', () => {
    let s = middleYear('communist', [41], (d) => {
      setSupport(d, 'timisoara', 0, 1);
      setSupport(d, 'bucuresti', 2, 0);
    });
    s = act(s, play('communist', 41), remove('communist', 'timisoara'));
    expect(roundOver(s)).toBe(true);
    expect(sp(s, 'bucuresti').communist).toBe(2);
  });

  it('#41 Ceausescu: fired by a Democratic Ops play before his Ops, the test waits for the end of the round', () => {
    let s = middleYear('democrat', [41], (d) => {
      setSupport(d, 'szeged', 0, 1);
      setSupport(d, 'bucuresti', 3, 0);
    });
    s = act(s, play('democrat', 41, 'place'), timing('democrat', 'before'));
    // no Democratic SP in Romania: nothing to remove or check; the Democrat places next
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport' });
    s = act(s, place('democrat', 'timisoara'));
    expect(sp(s, 'bucuresti').communist).toBe(3);
    s = act(s, place('democrat', 'szeged'), place('democrat', 'szeged'));
    expect(sp(s, 'bucuresti').communist).toBe(2);
  });

  it('#41 Ceausescu: no effect once The Tyrant is Gone has been resolved (7.6.4); the card is still removed', () => {
    let s = middleYear('communist', [41], (d) => {
      d.eventsPlayed.push(97);
      setSupport(d, 'timisoara', 0, 2);
      setSupport(d, 'bucuresti', 2, 0);
    });
    s = act(s, play('communist', 41));
    expect(roundOver(s)).toBe(true);
    expect(sp(s, 'timisoara').democrat).toBe(2);
    expect(sp(s, 'bucuresti').communist).toBe(2);
    expect(s.removed).toContain(41);
  });

  it('#41 Ceausescu: still works while The Tyrant is Gone only waits', () => {
    let s = middleYear('communist', [41], (d) => {
      d.eventsPlayed.push(97);
      d.effects.push({ card: 97, side: 'democrat', data: { waiting: true } });
      setSupport(d, 'timisoara', 0, 2);
    });
    s = act(s, play('communist', 41));
    expect(s.prompt).toMatchObject({ kind: 'removeSupport', rule: 'card 41' });
  });
});
