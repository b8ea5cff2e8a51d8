import { describe, expect, it } from 'vitest';
import { lastLog, rigDice, setSupport, sp, act, check, play, earlyYear, remove, targets, timing } from '../../table';

describe('#27 Consumerism', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'miskolc', 2, 0);
    setSupport(d, 'debrecen', 3, 0);
    setSupport(d, 'budapest', 2, 0); // not a Worker space
    setSupport(d, 'gdansk', 1, 0);
    setSupport(d, 'szeged', 0, 0);
  };
  it('#27 Consumerism: removes 1 Communist SP from a Worker space, then checks a Worker space of that country', () => {
    let s = earlyYear('democrat', [27], (d) => {
      build(d);
      rigDice(d, 5);
    });
    s = act(s, play('democrat', 27));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card27:remove' });
    expect(targets(s)).toEqual(['debrecen', 'gdansk', 'miskolc']);
    s = act(s, remove('democrat', 'miskolc'));
    expect(sp(s, 'miskolc').communist).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { ops: 3, left: 1 } });
    expect(targets(s)).toEqual(['debrecen', 'miskolc']);
    s = act(s, check('democrat', 'debrecen'));
    // 5 + 3 = 8 > 6: 2 removed (Miskolc next to Debrecen is not controlled by anyone now)
    expect(lastLog(s, 'supportCheck')?.params).toMatchObject({ die: 5, ops: 3, total: 8, removed: 2 });
    expect(sp(s, 'debrecen').communist).toBe(1);
    expect(s.discard).toContain(27);
    expect(s.removed).not.toContain(27);
  });
  it('#27 Consumerism: 7.3.3 example, played by the Communist under Prudence the check has 3 − 1 = 2 Ops', () => {
    let s = earlyYear('communist', [27], (d) => {
      build(d);
      d.effects.push({ card: 8, side: 'communist' });
    });
    s = act(s, play('communist', 27, 'place'), timing('communist', 'before'), remove('democrat', 'miskolc'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'supportCheck', params: { ops: 2 } });
  });
  it('#27 Consumerism: a removal in a country with no other Communist Worker SPs leaves no check target', () => {
    let s = earlyYear('democrat', [27], build);
    s = act(s, play('democrat', 27), remove('democrat', 'gdansk'));
    // Gdańsk lost its only Communist SP and Poland has no other Communist Worker SPs
    expect(sp(s, 'gdansk').communist).toBe(0);
    expect(s.prompt?.kind).toBe('actionRound');
  });
  it('#27 Consumerism: without Communist SPs in Worker spaces it does nothing', () => {
    const s = act(
      earlyYear('democrat', [27], (d) => setSupport(d, 'budapest', 2, 0)),
      play('democrat', 27),
    );
    expect(s.prompt?.kind).toBe('actionRound');
    expect(sp(s, 'budapest').communist).toBe(2);
  });
});
