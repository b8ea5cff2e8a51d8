import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../src/engine';
import { hooksOf } from '../../../src/engine/hooks';
import { act, setSupport, play, middleYear, psHand, setHand } from '../../table';

// Romania Scoring is #95 (late), Poland Scoring #22
const ROMANIA_SCORING = 95;

describe('#70 Securitate', () => {
  it('#70 Securitate: in a Romanian power struggle the Communist sees the Democrat hand; not the other way round', () => {
    let s = middleYear('communist', [70, ROMANIA_SCORING], (d) => {
      setSupport(d, 'timisoara', 0, 3);
      setSupport(d, 'bucuresti', 3, 0);
      setHand(d, 'democrat', []);
    });
    s = act(s, play('communist', 70));
    expect(s.effects).toEqual([{ card: 70, side: 'communist' }]);
    expect(s.removed).toContain(70);
    // the Democrat round (no card) is forfeited; the Communist plays Romania Scoring
    s = act(s, play('communist', ROMANIA_SCORING));
    expect(s.ps).toMatchObject({ country: 'romania' });
    expect(viewFor(s, 'communist').powerStruggle!.opponentHand).toEqual(psHand(s, 'democrat'));
    expect(viewFor(s, 'democrat').powerStruggle!.opponentHand).toBeNull();
  });

  it('#70 Securitate: other countries are not affected', () => {
    let s = middleYear('communist', [22], (d) => {
      d.effects.push({ card: 70, side: 'communist' });
      setSupport(d, 'gdansk', 0, 3);
      setSupport(d, 'warszawa', 3, 0);
    });
    s = act(s, play('communist', 22));
    expect(s.ps).toMatchObject({ country: 'poland' });
    expect(viewFor(s, 'communist').powerStruggle!.opponentHand).toBeNull();
  });

  it('#70 Securitate: after Army Backs Revolution (#108) the event occurs without effect and an old effect no longer reveals', () => {
    let s = middleYear('communist', [70], (d) => {
      d.eventsPlayed.push(108);
    });
    s = act(s, play('communist', 70));
    expect(s.effects).toEqual([]);
    expect(s.removed).toContain(70);
    const e = { card: 70, side: 'communist' as const };
    const inRomania = { ...s, ps: { country: 'romania' } } as unknown as typeof s;
    expect(hooksOf(e).revealsPowerStruggleHand!(inRomania, e, 'democrat')).toBe(false);
  });
});
