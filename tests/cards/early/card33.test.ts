import { describe, expect, it } from 'vitest';
import { setSupport, sp, act, place, play, earlyYear, targets, timing } from '../../table';

describe('#33 Sajudis', () => {
  it('#33 Sajudis: +1 VP, USSR Stability to Sajudis, and just enough SPs to control a Minority space', () => {
    let s = earlyYear('democrat', [33], (d) => setSupport(d, 'razgrad', 1, 1));
    s = act(s, play('democrat', 33));
    expect(s.vp).toBe(1);
    expect(s.ussrStability).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card33:minority' });
    expect(targets(s)).toEqual(['harghita-covasna', 'razgrad']);
    s = act(s, place('democrat', 'razgrad'));
    // stability 4: 1 Communist SP needs 5 Democratic SPs
    expect(sp(s, 'razgrad')).toEqual({ communist: 1, democrat: 5 });
    expect(s.eventsPlayed).toContain(33);
    expect(s.removed).toContain(33);
  });
  it('#33 Sajudis: a Minority space the Democrat controls or that was eliminated is no choice', () => {
    let s = earlyYear('democrat', [33], (d) => {
      setSupport(d, 'razgrad', 0, 4);
      d.eliminated.push(55);
    });
    s = act(s, play('democrat', 33));
    expect(s.vp).toBe(1);
    expect(s.prompt?.kind).toBe('actionRound');
    expect(sp(s, 'razgrad').democrat).toBe(4);
  });
  it('#33 Sajudis: played by the Communist for Ops, the Democrat gets the VP and chooses the space', () => {
    const s = act(earlyYear('communist', [33]), play('communist', 33, 'place'), timing('communist', 'after'));
    expect(s.vp).toBe(1);
    expect(s.ussrStability).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card33:minority' });
  });
});
