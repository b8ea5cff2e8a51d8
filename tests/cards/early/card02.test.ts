import { describe, expect, it } from 'vitest';
import { legalActions, type GameState } from '../../../src/engine';
import { setSupport, sp, act, play, earlyYear, roundFor, targets, timing } from '../../table';

describe('#2 Solidarity Legalized', () => {
  const build = (d: GameState) => {
    setSupport(d, 'gdansk', 0, 1); // uncontrolled Worker
    setSupport(d, 'poznan', 3, 0); // Communist-controlled Worker
    setSupport(d, 'krakow', 0, 3); // Democrat-controlled Worker
    setSupport(d, 'lublin', 2, 0); // uncontrolled Farmer
  };
  it('#2 Solidarity Legalized: +1 Democratic SP in every uncontrolled Polish Worker and Farmer space', () => {
    const before = earlyYear('democrat', [2], build);
    const s = act(before, play('democrat', 2));
    expect(sp(s, 'gdansk').democrat).toBe(2);
    expect(sp(s, 'poznan').democrat).toBe(0);
    expect(sp(s, 'krakow').democrat).toBe(3);
    expect(sp(s, 'lublin').democrat).toBe(1);
    for (const id of ['szczecin', 'wroclaw', 'lodz', 'katowice', 'bialystok']) expect(sp(s, id).democrat).toBe(1);
    // Elite, Bureaucrat, Church, Student and Intellectual spaces get nothing
    for (const id of ['bydgoszcz', 'warszawa', 'polish-catholic-church', 'jagiellonian-university', 'polish-writers']) expect(sp(s, id).democrat).toBe(0);
    expect(s.removed).toContain(2);
    expect(s.eventsPlayed).toContain(2);
  });
  it('#2 Solidarity Legalized: the Communist can no longer check Gdańsk, for the rest of the game', () => {
    let s = act(earlyYear('democrat', [2], build), play('democrat', 2));
    s = roundFor(s, 'communist', [12], (d) => void (d.turn = 9));
    s = act(s, play('communist', 12, 'check'));
    expect(targets(s)).not.toContain('gdansk');
    expect(targets(s)).toContain('krakow');
  });
  it('#2 Solidarity Legalized: with Democratic SPs only in Gdańsk the Communist cannot choose support checks at all', () => {
    let s = act(earlyYear('democrat', [2]), play('democrat', 2));
    s = roundFor(s, 'communist', [12], (d) => {
      for (const row of d.support) row.democrat = 0;
      setSupport(d, 'gdansk', 0, 2);
    });
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'check')).toBe(false);
  });
  it('#2 Solidarity Legalized: played by the Communist for Ops, it takes place for the Democrat and unlocks Walesa', () => {
    const s = act(earlyYear('communist', [2], build), play('communist', 2, 'place'), timing('communist', 'before'));
    expect(sp(s, 'lublin').democrat).toBe(1);
    expect(s.effects).toContainEqual({ card: 2, side: 'democrat' });
    expect(s.eventsPlayed).toContain(2);
  });
});
