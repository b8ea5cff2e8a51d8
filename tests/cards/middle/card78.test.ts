import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, play, middleYear, roundOver, select, selects } from '../../table';

describe('#78 Workers Revolt', () => {
  it('#78 Workers Revolt: the Democrat targets a Worker space with Communist SPs where the Communist holds Power; 4+ replaces them', () => {
    let s = middleYear('democrat', [78], (d) => {
      setSupport(d, 'gdansk', 3, 1);
      setSupport(d, 'szczecin', 2, 0);
      setSupport(d, 'warszawa', 3, 0); // Communist-controlled neighbour of Gdańsk: −1
      setSupport(d, 'praha', 3, 0); // Bureaucrat: not a target
      setSupport(d, 'varna', 2, 0);
      d.power.bulgaria.holder = 'democrat'; // Varna is not a target
      rigDice(d, 5);
    });
    s = act(s, play('democrat', 78));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card78:target' });
    expect(selects(s).sort()).toEqual(['gdansk', 'szczecin']);
    s = act(s, select('democrat', 'gdansk'));
    expect(sp(s, 'gdansk')).toEqual({ communist: 0, democrat: 4 });
    expect(roundOver(s)).toBe(true);
    // no asterisk
    expect(s.discard).toContain(78);
  });

  it('#78 Workers Revolt: below 4 after the adjacency penalty nothing happens', () => {
    let s = middleYear('democrat', [78], (d) => {
      setSupport(d, 'gdansk', 3, 1);
      setSupport(d, 'warszawa', 3, 0);
      rigDice(d, 4);
    });
    s = act(s, play('democrat', 78), select('democrat', 'gdansk'));
    expect(sp(s, 'gdansk')).toEqual({ communist: 3, democrat: 1 });
    // the log tells the total and what it needed, for the die shown beside it
    expect(lastLog(s, 'eventRoll')!.params).toMatchObject({ card: 78, die: 4, adjacency: -1, total: 3, needed: 4, success: false });
  });

  it('#78 Workers Revolt: by the Communist, only where the Democrat holds Power', () => {
    let s = middleYear('communist', [78], (d) => {
      setSupport(d, 'gdansk', 0, 2);
      setSupport(d, 'debrecen', 0, 2);
      d.power.hungary.holder = 'democrat';
      rigDice(d, 4);
    });
    s = act(s, play('communist', 78));
    expect(selects(s)).toEqual(['debrecen']);
    s = act(s, select('communist', 'debrecen'));
    expect(sp(s, 'debrecen')).toEqual({ communist: 2, democrat: 0 });
  });

  it('#78 Workers Revolt: without a target the event has no effect', () => {
    let s = middleYear('communist', [78]);
    s = act(s, play('communist', 78));
    expect(roundOver(s)).toBe(true);
  });
});
