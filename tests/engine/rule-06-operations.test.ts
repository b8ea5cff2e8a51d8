import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../src/engine';
import { act, paramsOf, clearMap, edit, lastLog, rigDice, setHand, setSupport, sp, startedGame } from '../table';

/** Communist to play, with a clear map and a hand of known cards. */
function position(fn: (d: GameState) => void): GameState {
  return edit(startedGame({ seed: 'ops' }), (d) => {
    clearMap(d);
    setHand(d, 'communist', [10, 6, 20, 9]); // Communist cards of 3, 3, 4 and 1 Ops
    setHand(d, 'democrat', [3, 5, 27, 31]);
    fn(d as GameState);
  });
}
const targets = (s: GameState) => legalActions(s).map((a) => (a as { space?: string }).space);

describe('6.1 support point placement', () => {
  it('6.1.3 example: 4 Ops into Democratic Budapest buy 3 SPs — 2 Ops for the first, then 1 each', () => {
    let s = position((d) => {
      setSupport(d, 'budapest', 0, 3);
      setSupport(d, 'tatabanya', 1, 0);
    });
    s = act(s, { side: 'communist', type: 'play', card: 20, use: 'place' });
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 4 } });
    s = act(s, { side: 'communist', type: 'place', space: 'budapest' });
    expect(paramsOf(s.prompt).opsLeft).toBe(2);
    s = act(s, { side: 'communist', type: 'place', space: 'budapest' }, { side: 'communist', type: 'place', space: 'budapest' });
    expect(sp(s, 'budapest')).toEqual({ communist: 3, democrat: 3 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('6.1.4 example: only in or next to spaces that held own SPs before the first placement', () => {
    let s = position((d) => {
      setSupport(d, 'czechoslovak-catholic-church', 0, 1);
      setSupport(d, 'gdansk', 0, 1);
      d.phasing = 'democrat';
    });
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'tiananmen' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    s = act(s, { side: 'democrat', type: 'play', card: 3, use: 'place' });
    const t = targets(s);
    for (const id of ['bratislava', 'ostrava', 'presov', 'gdansk', 'warszawa', 'szczecin']) expect(t).toContain(id);
    expect(t).not.toContain('kosice');
    s = act(s, { side: 'democrat', type: 'place', space: 'presov' });
    expect(targets(s)).not.toContain('kosice');
    expect(() => apply(s, { side: 'democrat', type: 'place', space: 'kosice' })).toThrowError(expect.objectContaining({ code: 'NOT_ADJACENT', rule: '6.1.2' }));
  });
  it('6.1.3 with 1 Op left an opponent-controlled space is out of reach', () => {
    let s = position((d) => {
      setSupport(d, 'lodz', 1, 0);
      setSupport(d, 'krakow', 0, 4);
      setSupport(d, 'warszawa', 0, 1);
    });
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'place' });
    s = act(s, { side: 'communist', type: 'place', space: 'krakow' });
    expect(targets(s)).not.toContain('krakow');
    expect(() => apply(s, { side: 'communist', type: 'place', space: 'krakow' })).toThrowError(
      expect.objectContaining({ code: 'NOT_ENOUGH_OPS', rule: '6.1.3' }),
    );
    expect(targets(s)).toContain('warszawa');
  });
});

describe('6.2 support checks', () => {
  const southPoland = (d: GameState) => {
    setSupport(d, 'polish-catholic-church', 0, 5);
    setSupport(d, 'krakow', 0, 3);
    setSupport(d, 'jagiellonian-university', 0, 1);
    setSupport(d, 'polish-writers', 0, 2);
    setSupport(d, 'lodz', 3, 0);
  };
  it('6.2.6 example: Jagiellonian University falls with a 5, Krakow holds against a 1', () => {
    let s = position((d) => {
      southPoland(d);
      rigDice(d, 5, 1);
    });
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'check' });
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 3 } });
    s = act(s, { side: 'communist', type: 'check', space: 'jagiellonian-university' });
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ die: 5, ops: 3, adjacency: -2, total: 6, target: 2, removed: 1, added: 3 });
    expect(sp(s, 'jagiellonian-university')).toEqual({ communist: 3, democrat: 0 });
    s = act(s, { side: 'communist', type: 'check', space: 'krakow' });
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ die: 1, ops: 3, adjacency: 1, total: 5, target: 6, removed: 0, added: 0 });
    expect(sp(s, 'krakow')).toEqual({ communist: 0, democrat: 3 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('6.2.2 two checks per card whatever its Ops, 6.2.3 only against spaces with opponent SPs', () => {
    let s = position((d) => {
      southPoland(d);
      rigDice(d, 1, 1);
    });
    s = act(s, { side: 'communist', type: 'play', card: 9, use: 'check' });
    expect(s.prompt!.params).toMatchObject({ left: 2, ops: 1 });
    expect(targets(s)).not.toContain('lodz');
    expect(targets(s)).not.toContain('gdansk');
    expect(() => apply(s, { side: 'communist', type: 'check', space: 'lodz' })).toThrowError(
      expect.objectContaining({ code: 'NO_OPPONENT_SP', rule: '6.2.3' }),
    );
    s = act(s, { side: 'communist', type: 'check', space: 'polish-writers' }, { side: 'communist', type: 'check', space: 'polish-writers' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('6.2.3 a space may be checked twice while it still holds opponent SPs', () => {
    let s = position((d) => {
      setSupport(d, 'polish-writers', 0, 2);
      rigDice(d, 6, 6);
    });
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'check' });
    s = act(s, { side: 'communist', type: 'check', space: 'polish-writers' });
    // 6 + 3 = 9 > 4: 2 removed, 3 added; no Democratic SPs remain, so no second target
    expect(sp(s, 'polish-writers')).toEqual({ communist: 3, democrat: 0 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('FAQ 6.4 support checks are optional: the player may stop', () => {
    let s = position((d) => southPoland(d));
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'check' });
    expect(legalActions(s)).toContainEqual({ side: 'communist', type: 'done' });
    s = act(s, { side: 'communist', type: 'done' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    expect(s.discard).toContain(10);
  });
  it('6.2 no check play is offered when the opponent has no SPs on the map', () => {
    const s = position(() => {});
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'check')).toBe(false);
  });
});
