import { describe, expect, it } from 'vitest';
import { lastLog, rigDice, setSupport, sp, act, check, done, place, play, earlyYear, targets } from '../../table';

describe('#1 Legacy of Martial Law', () => {
  it('#1 Legacy of Martial Law: converts 1 Democratic SP in Poland and checks a Polish space with 2 Ops', () => {
    let s = earlyYear('communist', [1], (d) => {
      setSupport(d, 'poznan', 2, 1);
      setSupport(d, 'gdansk', 0, 2);
      setSupport(d, 'szczecin', 3, 0); // Communist-controlled, next to Gdańsk
      setSupport(d, 'charles-university', 0, 1);
      rigDice(d, 4);
    });
    s = act(s, play('communist', 1));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card1:convert', rule: 'card 1' });
    expect(targets(s)).toEqual(['gdansk', 'poznan']);
    s = act(s, place('communist', 'poznan'));
    // Poznań now Communist-controlled (3 − 0 ≥ 3)
    expect(sp(s, 'poznan')).toEqual({ communist: 3, democrat: 0 });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'supportCheck', params: { left: 1, ops: 2 } });
    expect(targets(s)).toEqual(['gdansk']);
    s = act(s, check('communist', 'gdansk'));
    // 4 + 2 Ops + 2 (Szczecin, Poznań) = 8 > 6: remove 2
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ die: 4, ops: 2, adjacency: 2, total: 8, removed: 2 });
    expect(sp(s, 'gdansk')).toEqual({ communist: 0, democrat: 0 });
    expect(s.removed).toContain(1);
  });
  it('#1 Legacy of Martial Law: Gdańsk is no target after Solidarity Legalized; the check may be declined', () => {
    let s = earlyYear('communist', [1], (d) => {
      setSupport(d, 'gdansk', 0, 2);
      d.effects.push({ card: 2, side: 'democrat' });
    });
    s = act(s, play('communist', 1), place('communist', 'gdansk'));
    expect(sp(s, 'gdansk')).toEqual({ communist: 1, democrat: 1 });
    expect(s.prompt?.kind).toBe('actionRound');
  });
  it('#1 Legacy of Martial Law: with no Democratic SPs in Poland nothing happens, the card still leaves the game', () => {
    const s = act(
      earlyYear('communist', [1], (d) => setSupport(d, 'sofia', 0, 2)),
      play('communist', 1),
    );
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(1);
  });
  it('#1 Legacy of Martial Law: the check is optional (FAQ 6.4)', () => {
    let s = earlyYear('communist', [1], (d) => setSupport(d, 'gdansk', 0, 3));
    s = act(s, play('communist', 1), place('communist', 'gdansk'), done('communist'));
    expect(sp(s, 'gdansk')).toEqual({ communist: 1, democrat: 2 });
    expect(s.prompt?.kind).toBe('actionRound');
  });
});
