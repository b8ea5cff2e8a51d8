import { describe, expect, it } from 'vitest';
import { PS_CARD_INDEXES } from '../../../src/engine/data';
import { act, lastLog, setSupport, play, middleYear, roundOf, psHand } from '../../table';

// Poland Scoring (#22) starts a power struggle in Poland
describe('#72 Peasant Parties Revolt', () => {
  it('#72 Peasant Parties Revolt: with a Democrat-controlled Farmer space in the country he takes 1 random Communist card, then the effect ends', () => {
    let s = middleYear('democrat', [72, 22], (d) => {
      setSupport(d, 'lublin', 0, 4); // Farmer, stability 4
      setSupport(d, 'warszawa', 3, 0);
      setSupport(d, 'gdansk', 3, 0);
    });
    s = act(s, play('democrat', 72));
    expect(s.effects).toEqual([{ card: 72, side: 'democrat' }]);
    expect(s.removed).toContain(72);
    s = act(roundOf(s, 'democrat'), play('democrat', 22));
    expect(s.ps).not.toBeNull();
    // dealt 6 (1 space) to the Democrat and 8 (2 spaces) to the Communist; one moved
    expect(psHand(s, 'democrat')).toHaveLength(7);
    expect(psHand(s, 'communist')).toHaveLength(7);
    expect(lastLog(s, 'psCardsTaken')!.params).toMatchObject({ card: 72, count: 1 });
    expect(PS_CARD_INDEXES.length).toBe(52);
  });

  it('#72 Peasant Parties Revolt: without a controlled Farmer space in that country nothing is taken (Polish FAQ 72)', () => {
    let s = middleYear('democrat', [22], (d) => {
      d.effects.push({ card: 72, side: 'democrat' });
      setSupport(d, 'pecs', 0, 4); // Farmer, but in Hungary
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'warszawa', 3, 0);
    });
    s = act(s, play('democrat', 22));
    expect(psHand(s, 'democrat')).toHaveLength(6);
    expect(psHand(s, 'communist')).toHaveLength(6);
  });
});
