import { describe, expect, it } from 'vitest';
import { act, lastLog, setSupport, play, lateYear, nextRound, rebuilt, psHand } from '../../table';

// Poland Scoring (#22), Bulgaria Scoring (#43)
describe('#102 National Salvation Front', () => {
  it('#102 National Salvation Front: a power struggle outside the Balkans leaves it waiting; in Bulgaria the Communist takes 2 random Democratic cards', () => {
    let s = lateYear('communist', [102, 22, 43], (d) => {
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'warszawa', 3, 0);
      setSupport(d, 'sofia', 3, 0);
      setSupport(d, 'ruse', 0, 3);
      setSupport(d, 'varna', 0, 3);
    });
    s = act(s, play('communist', 102));
    expect(s.effects).toEqual([{ card: 102, side: 'communist' }]);
    expect(s.removed).toContain(102);
    // the Communist's next action round
    s = rebuilt(s, { round: nextRound(s, 'communist'), side: 'communist' });
    s = act(s, play('communist', 22));
    expect(psHand(s, 'democrat')).toHaveLength(6);
    expect(psHand(s, 'communist')).toHaveLength(6);
    // finish the Polish struggle quickly: both pass the raise, then the attacker plays until it ends
    while (s.ps) s = act(s, pickAny(s));
    expect(s.effects.some((e) => e.card === 102)).toBe(true);
  });

  it('#102 National Salvation Front: in Romania or Bulgaria, 2 cards go from the Democrat to the Communist, then the effect ends', () => {
    let s = lateYear('communist', [43], (d) => {
      d.effects.push({ card: 102, side: 'communist' });
      setSupport(d, 'sofia', 3, 0);
      setSupport(d, 'ruse', 0, 3);
      setSupport(d, 'varna', 0, 3);
    });
    s = act(s, play('communist', 43));
    // dealt 6 (1 space) and 8 (2 spaces)
    expect(psHand(s, 'communist')).toHaveLength(8);
    expect(psHand(s, 'democrat')).toHaveLength(6);
    expect(lastLog(s, 'psCardsTaken')!.params).toMatchObject({ card: 102, side: 'communist', count: 2 });
    while (s.ps) s = act(s, pickAny(s));
    expect(s.effects.some((e) => e.card === 102)).toBe(false);
  });

  // ruling (docs/engine.md "Rules notes"): used up by the next Balkan struggle whatever the Democrat holds
  it('#102 National Salvation Front: the Democrat holding fewer than 2 cards, the Communist takes what there is and the effect is used up', () => {
    let s = lateYear('communist', [43], (d) => {
      d.effects.push({ card: 102, side: 'communist' });
      setSupport(d, 'sofia', 3, 0);
    });
    s = act(s, play('communist', 43));
    expect(lastLog(s, 'psCardsTaken')!.params).toMatchObject({ card: 102, side: 'communist', from: 'democrat', count: 0 });
    while (s.ps) s = act(s, pickAny(s));
    expect(s.effects.some((e) => e.card === 102)).toBe(false);
  });
});

import { legalActions, type GameState } from '../../../src/engine';
/** Any legal action that moves a power struggle along (no raise, first card otherwise). */
function pickAny(s: GameState) {
  const legal = legalActions(s);
  return legal.find((a) => a.type === 'done') ?? legal.find((a) => a.type === 'concede') ?? legal[0]!;
}
