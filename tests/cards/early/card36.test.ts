import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { rigDice, setSupport, sp, act, choose, done, play, earlyYear, timing } from '../../table';

describe('#36 Dash for the West', () => {
  const build = (die: number) => (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'berlin', 3, 0); // 1 Communist-controlled East German space
    for (const c of [4, 29, 31, 7, 3]) {
      d.drawPile.splice(d.drawPile.indexOf(c), 1);
      d.discard.push(c);
    }
    rigDice(d, die);
  };
  it('#36 Dash for the West: a roll not above the Communist-controlled East German spaces does nothing', () => {
    const s = act(earlyYear('democrat', [36], build(1)), play('democrat', 36));
    expect(s.vp).toBe(0);
    expect(s.prompt?.kind).toBe('actionRound');
    expect(s.removed).toContain(36);
  });
  it('#36 Dash for the West: on success +1 VP and a playable starred Democratic event from the discards', () => {
    let s = act(earlyYear('democrat', [36], build(2)), play('democrat', 36));
    expect(s.vp).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card36:choose' });
    // not Intelligentsia (no asterisk), not State Run Media (Communist), not Walesa (needs #2)
    expect(legalActions(s)).toEqual([choose('democrat', 4), choose('democrat', 29), done('democrat')]);
    s = act(s, choose('democrat', 4));
    expect(sp(s, 'polish-writers').democrat).toBe(3);
    expect(s.removed).toEqual(expect.arrayContaining([4, 36]));
    expect(s.discard).not.toContain(4);
    expect(s.eventsPlayed).toEqual([36, 4]);
  });
  it('#36 Dash for the West: taking a card is optional', () => {
    const s = act(earlyYear('democrat', [36], build(6)), play('democrat', 36), done('democrat'));
    expect(s.vp).toBe(1);
    expect(s.discard).toContain(4);
  });
  it('#36 Dash for the West: played by the Communist for Ops, the Democrat rolls and chooses', () => {
    const s = act(earlyYear('communist', [36], build(6)), play('communist', 36, 'place'), timing('communist', 'before'));
    expect(s.vp).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card36:choose' });
  });
});
