import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, setSupport, play, middleYear, roundOver, select, selects, targets } from '../../table';

describe('#49 Foreign Currency Debt Burden', () => {
  it('#49 Foreign Currency Debt Burden: +1 VP, the Democrat names a country other than Romania, no Communist checks there this turn', () => {
    let s = middleYear('democrat', [49], (d) => {
      setSupport(d, 'warszawa', 0, 2);
      setSupport(d, 'berlin', 0, 2);
    });
    s = act(s, play('democrat', 49));
    expect(s.vp).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card49:country', rule: 'card 49' });
    expect(selects(s).sort()).toEqual(['bulgaria', 'czechoslovakia', 'east-germany', 'hungary', 'poland']);
    s = act(s, select('democrat', 'poland'));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(49);
    expect(s.effects).toEqual([{ card: 49, side: 'democrat', data: { country: 'poland' } }]);
    // the Communist may check Berlin but not Warszawa
    s = act(s, play('communist', 12, 'check'));
    const checks = targets(s, 'check');
    expect(checks).toEqual(['berlin']);
    expect(endsAtTurnEnd(s, s.effects[0]!)).toBe(true);
  });

  it('#49 Foreign Currency Debt Burden: with Poland the only target, the Communist cannot choose support checks at all', () => {
    let s = middleYear('democrat', [49], (d) => setSupport(d, 'warszawa', 0, 2));
    s = act(s, play('democrat', 49), select('democrat', 'poland'));
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'check')).toBe(false);
  });
});
