import { describe, expect, it } from 'vitest';
import { act, lastLog, rigDice, setSupport, sp, canPlayEvent, check, done, play, lateYear, roundOver, select, selects, targets } from '../../table';

describe('#96 The Chinese Solution', () => {
  it('#96 The Chinese Solution: only once the Communist marker has reached Tiananmen box 7', () => {
    expect(
      canPlayEvent(
        lateYear('communist', [96], (d) => void (d.tiananmen.communist.box = 6)),
        96,
      ),
    ).toBe(false);
    expect(
      canPlayEvent(
        lateYear('communist', [96], (d) => void (d.tiananmen.communist.box = 7)),
        96,
      ),
    ).toBe(true);
  });

  it('#96 The Chinese Solution: the Communist gives 3 VP for 5 checks in a country where he holds Power, each with Ops +3', () => {
    let s = lateYear('communist', [96], (d) => {
      d.tiananmen.communist.box = 7;
      d.tiananmen.democrat.box = 1;
      d.power.poland.holder = 'democrat';
      setSupport(d, 'praha', 0, 4);
      setSupport(d, 'brno', 0, 1);
      setSupport(d, 'gdansk', 0, 2);
      rigDice(d, 1, 1);
    });
    s = act(s, play('communist', 96));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card96:country' });
    expect(selects(s)).not.toContain('poland');
    expect(selects(s)).toHaveLength(5);
    s = act(s, select('communist', 'czechoslovakia'));
    expect(s.vp).toBe(3);
    // box 2 award: a printed 1 counts as 2
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 5, ops: 2, card: 96 } });
    expect(targets(s, 'check')).toEqual(['brno', 'praha']);
    s = act(s, check('communist', 'praha'));
    // 1 + 2 + 3 = 6 = 2 × 3: no change
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'praha', events: 3, total: 6, removed: 0 });
    s = act(s, check('communist', 'brno'));
    expect(sp(s, 'brno')).toEqual({ communist: 0, democrat: 1 });
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 3 } });
    s = act(s, done('communist'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(96);
  });

  it('#96 The Chinese Solution: the Communist may decline: no VP, no checks, the card is still removed', () => {
    const s = act(
      lateYear('communist', [96], (d) => void (d.tiananmen.communist.box = 8)),
      play('communist', 96),
      done('communist'),
    );
    expect(s.vp).toBe(0);
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(96);
  });
});
