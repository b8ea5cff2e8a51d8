import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, setDiscard, setSupport, sp, play, middleYear, roundOver } from '../../table';

const choose = (side: 'communist' | 'democrat', card: number) => ({ side, type: 'choose' as const, card });

describe('#67 Reformer Rehabilitated', () => {
  it('#67 Reformer Rehabilitated: only for the player strictly ahead on the Tiananmen Square track', () => {
    const level = middleYear('democrat', [67], (d) => {
      d.tiananmen.democrat.box = 2;
      d.tiananmen.communist.box = 2;
    });
    expect(legalActions(level).some((a) => a.type === 'play' && a.use === 'event')).toBe(false);
    const ahead = middleYear('communist', [67], (d) => {
      d.tiananmen.communist.box = 1;
    });
    expect(legalActions(ahead)).toContainEqual(play('communist', 67));
  });

  it('#67 Reformer Rehabilitated: a playable non-scoring card from the discard pile; an asterisk card is then removed', () => {
    let s = middleYear('democrat', [67], (d) => {
      d.tiananmen.democrat.box = 1;
      setDiscard(d, [47, 22, 61, 52, 79]);
      setSupport(d, 'razgrad', 0, 3);
    });
    s = act(s, play('democrat', 67));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card67:pick' });
    // 22 is a scoring card, 61 lacks its prerequisite
    expect(legalActions(s)).toEqual([choose('democrat', 47), choose('democrat', 52), choose('democrat', 79)]);
    s = act(s, choose('democrat', 47));
    // the Communist event is carried out by the Communist
    expect(s.vp).toBe(-2);
    expect(sp(s, 'razgrad').democrat).toBe(0);
    expect(s.removed).toEqual(expect.arrayContaining([47, 67]));
    expect(s.discard).not.toContain(47);
    expect(roundOver(s)).toBe(true);
  });

  it('#67 Reformer Rehabilitated: a card without asterisk goes back to the discard pile; its choices belong to its owner', () => {
    let s = middleYear('communist', [67], (d) => {
      d.tiananmen.communist.box = 3;
      setDiscard(d, [60]);
    });
    s = act(s, play('communist', 67), choose('communist', 60));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'addSupport', rule: 'card 60' });
  });

  it('#67 Reformer Rehabilitated: with nothing to pick, nothing happens', () => {
    let s = middleYear('democrat', [67], (d) => {
      d.tiananmen.democrat.box = 1;
      setDiscard(d, [22]);
    });
    s = act(s, play('democrat', 67));
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(67);
  });
});
