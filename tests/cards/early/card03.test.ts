import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { lastLog, rigDice, setSupport, sp, act, check, place, play, earlyYear, targets } from '../../table';

describe('#3 Walesa', () => {
  it('#3 Walesa: not playable as an event before Solidarity Legalized', () => {
    const s = earlyYear('democrat', [3]);
    expect(legalActions(s)).not.toContainEqual(play('democrat', 3));
  });
  it('#3 Walesa: played by the Communist for Ops before Solidarity Legalized, no event and the card is discarded (5.2 ex. 2)', () => {
    const s = act(earlyYear('communist', [3]), play('communist', 3, 'place'));
    expect(s.prompt?.kind).not.toBe('eventTiming');
    expect(s.discard).toContain(3);
    expect(s.removed).not.toContain(3);
  });
  it('#3 Walesa: 4 SPs anywhere in Poland, then 2 support checks in Poland with 3 Ops', () => {
    let s = earlyYear('democrat', [3], (d) => {
      d.eventsPlayed.push(2);
      setSupport(d, 'warszawa', 4, 0); // Communist-controlled
      setSupport(d, 'lublin', 1, 0);
      setSupport(d, 'berlin', 2, 0);
      rigDice(d, 6, 1);
    });
    s = act(s, play('democrat', 3));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'addSupport', rule: 'card 3' });
    expect(targets(s)).toHaveLength(14);
    expect(targets(s)).not.toContain('berlin');
    // direct placement: Communist control does not double the cost
    s = act(s, place('democrat', 'warszawa'), place('democrat', 'warszawa'), place('democrat', 'gdansk'), place('democrat', 'gdansk'));
    expect(sp(s, 'warszawa')).toEqual({ communist: 4, democrat: 2 });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { left: 2, ops: 3, card: 3 } });
    expect(targets(s)).toEqual(['lublin', 'warszawa']);
    s = act(s, check('democrat', 'warszawa'));
    // 6 + 3 Ops, no adjacent control (Gdańsk 2 SPs < stability 3) = 9 > 6: 3 Communist SPs removed
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ die: 6, ops: 3, adjacency: 0, total: 9, target: 6 });
    expect(sp(s, 'warszawa')).toEqual({ communist: 1, democrat: 2 });
    s = act(s, check('democrat', 'lublin'));
    expect(sp(s, 'lublin')).toEqual({ communist: 1, democrat: 0 });
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(3);
  });
  it('#3 Walesa: the Ops of the checks carry the Democrat modifiers (Prudence)', () => {
    let s = earlyYear('democrat', [3], (d) => {
      d.eventsPlayed.push(2);
      d.effects.push({ card: 8, side: 'communist' });
      setSupport(d, 'warszawa', 1, 0);
    });
    s = act(s, play('democrat', 3));
    s = act(s, ...Array.from({ length: 4 }, () => place('democrat', 'gdansk')));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { ops: 2 } });
  });
  it('#3 Walesa: played by the Communist for Ops after Solidarity Legalized, the Democrat carries out the event', () => {
    const s = act(
      earlyYear('communist', [3], (d) => void d.eventsPlayed.push(2)),
      play('communist', 3, 'place'),
      { side: 'communist', type: 'eventTiming', when: 'before' },
    );
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'addSupport' });
  });
});
