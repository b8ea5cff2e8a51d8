import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, lastLog, rigDice, setSupport, sp, check, done, play, middleYear, roundOver, targets, timing } from '../../table';

describe('#61 The Monday Demonstrations', () => {
  it('#61 The Monday Demonstrations: not playable before St. Nicholas Church (#24)', () => {
    const s = middleYear('democrat', [61]);
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'event')).toBe(false);
  });

  it('#61 The Monday Demonstrations: fired by a Communist Ops play without #24, it does not occur and goes to the discard pile', () => {
    let s = middleYear('communist', [61], (d) => setSupport(d, 'berlin', 1, 0));
    expect(s.prompt).toMatchObject({ kind: 'actionRound' });
    s = act(s, play('communist', 61, 'place'));
    // no event choice: the event cannot occur (5.2)
    expect(s.prompt).toMatchObject({ kind: 'placeSupport' });
    s = act(s, ...Array(4).fill({ side: 'communist', type: 'place', space: 'berlin' }));
    expect(s.discard).toContain(61);
  });

  it('#61 The Monday Demonstrations: control of the Lutheran Church and Leipzig, then 5 checks in East Germany with the card Ops', () => {
    let s = middleYear('democrat', [61], (d) => {
      d.eventsPlayed.push(24);
      setSupport(d, 'east-german-lutheran-church', 2, 1);
      setSupport(d, 'leipzig', 0, 4); // already controlled
      setSupport(d, 'berlin', 3, 0);
      setSupport(d, 'dresden', 3, 0);
      setSupport(d, 'warszawa', 3, 0);
      rigDice(d, 6, 6, 6, 6, 6);
    });
    s = act(s, play('democrat', 61));
    expect(sp(s, 'east-german-lutheran-church')).toEqual({ communist: 2, democrat: 7 });
    expect(sp(s, 'leipzig')).toEqual({ communist: 0, democrat: 4 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 5, ops: 4, card: 61 } });
    expect(targets(s, 'check')).toEqual(['berlin', 'dresden', 'east-german-lutheran-church']);
    s = act(s, check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', ops: 4, die: 6 });
    s = act(s, done('democrat'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(61);
  });

  it('#61 The Monday Demonstrations: fired by a Communist Ops play after #24, the Democrat makes the checks', () => {
    let s = middleYear('communist', [61], (d) => {
      d.eventsPlayed.push(24);
      setSupport(d, 'berlin', 3, 0);
    });
    s = act(s, play('communist', 61, 'place'), timing('communist', 'before'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 5 } });
  });
});
