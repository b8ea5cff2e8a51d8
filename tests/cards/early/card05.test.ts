import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, logEntries } from '../../../src/engine';
import { lastLog, rigDice, setHand, setSupport, act, choose, place, play, earlyYear, timing, placeAll } from '../../table';

const strikeOn = (communistHand: number[], dice: number[], build: (d: GameState) => void = () => {}) =>
  act(
    earlyYear('democrat', [5, 4, 29], (d) => {
      setHand(d, 'communist', communistHand);
      rigDice(d, ...dice);
      build(d);
    }),
    play('democrat', 5),
  );

describe('#5 General Strike', () => {
  it('#5 General Strike: the Communist action round becomes the strike: discard a non-scoring card and roll, or play a scoring card', () => {
    const s = strikeOn([12, 7, 22], []);
    expect(s.effects).toContainEqual({ card: 5, side: 'democrat' });
    // the card waits beside the map while the strike lasts
    expect(s.inPlay).toEqual([5]);
    expect(s.removed).not.toContain(5);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card5:strike', rule: 'card 5' });
    expect(legalActions(s)).toEqual([choose('communist', 12), choose('communist', 7), play('communist', 22)]);
  });
  it('#5 General Strike: die + Ops of 5 or less goes on; the discarded card has no event (5.3)', () => {
    let s = strikeOn([12, 7], [3]);
    s = act(s, choose('communist', 12));
    expect(lastLog(s, 'strikeRoll')?.params).toMatchObject({ discarded: 12, die: 3, ops: 2, total: 5, ended: false });
    // the log tells what the roll needed, for the die shown beside it
    expect(lastLog(s, 'strikeRoll')?.params).toMatchObject({ needed: 6 });
    expect(s.discard).toContain(12);
    expect(s.eventsPlayed).toEqual([5]);
    expect(s.effects).toContainEqual({ card: 5, side: 'democrat' });
    // the Democrat's round is normal, then the strike again
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    s = act(s, play('democrat', 4));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card5:strike' });
  });
  it('#5 General Strike: a total of 6 or more ends the strike and the card leaves the game', () => {
    let s = strikeOn([12, 7], [4]);
    s = act(s, choose('communist', 7));
    expect(lastLog(s, 'strikeRoll')?.params).toMatchObject({ total: 6, ended: true });
    // the effect ends right after the roll, announced, and the card leaves the game (7.2)
    const keys = logEntries(s).map((e) => e.key);
    expect(keys.slice(keys.lastIndexOf('strikeRoll'), keys.lastIndexOf('strikeRoll') + 3)).toEqual(['strikeRoll', 'effectEnds', 'cardRemoved']);
    expect(s.effects).toEqual([]);
    expect(s.inPlay).toEqual([]);
    expect(s.removed).toContain(5);
    s = act(s, play('democrat', 4));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
  });
  it('#5 General Strike: the Communist Ops modifiers count (Perestroika)', () => {
    let s = strikeOn([12], [3], (d) => void d.effects.push({ card: 25, side: 'communist' }));
    s = act(s, choose('communist', 12));
    expect(lastLog(s, 'strikeRoll')?.params).toMatchObject({ ops: 3, total: 6, ended: true });
  });
  it('#5 General Strike: a scoring card is played for its power struggle, no roll, the strike goes on (FAQ 5)', () => {
    let s = strikeOn([22, 12], [], (d) => setSupport(d, 'warszawa', 3, 0));
    s = act(s, play('communist', 22));
    expect(lastLog(s, 'psStart')?.params).toMatchObject({ country: 'poland', initiator: 'communist' });
    expect(logEntries(s).some((e) => e.key === 'strikeRoll')).toBe(false);
    expect(s.effects).toContainEqual({ card: 5, side: 'democrat' });
  });
  it('#5 General Strike: lasts into the next turn (11.2)', () => {
    let s = strikeOn([12], [1], (d) => setHand(d, 'democrat', [5]));
    s = act(s, choose('communist', 12));
    // both hands are empty: the turn ends and a new one is dealt
    expect(s.turn).toBe(2);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card5:strike' });
  });
  it('#5 General Strike: played by the Communist for Ops, his own round goes on; the strike starts with his next round', () => {
    let s = earlyYear('communist', [5, 12], (d) => setSupport(d, 'berlin', 2, 0));
    s = act(s, play('communist', 5, 'place'), timing('communist', 'before'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport' });
    s = act(s, place('communist', 'berlin'), place('communist', 'berlin'), place('communist', 'berlin'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    s = act(
      s,
      legalActions(s).find((a) => a.type === 'play' && a.use === 'place')!,
    );
    s = placeAll(s);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card5:strike' });
  });
  it('#5 General Strike: the strike also covers the eighth round of Honecker, which may still be declined', () => {
    let s = strikeOn([12, 7], [], (d) => void d.effects.push({ card: 15, side: 'communist' }));
    expect(legalActions(s)).not.toContainEqual({ side: 'communist', type: 'done' });
    s = { ...s, round: 8 };
    expect(legalActions(s)).toContainEqual({ side: 'communist', type: 'done' });
  });
});
