import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { act, lastLog, setSupport, done, play, lateYear, roundOver, choices, discardCard } from '../../table';

describe('#89 Domino Theory', () => {
  const build = (powers: number) => (d: Parameters<typeof setSupport>[0]) => {
    if (powers > 0) d.power.poland.holder = 'democrat';
    if (powers > 1) d.power.hungary.holder = 'democrat';
    for (const c of [22, 42]) discardCard(d, c);
    setSupport(d, 'gdansk', 0, 3);
  };

  it('#89 Domino Theory: with Power in 2 countries the Democrat plays a Scoring card from the discard pile, holding the initiative', () => {
    let s = act(lateYear('democrat', [89], build(2)), play('democrat', 89));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card89:scoring', rule: 'card 89' });
    const offered = choices(s).sort((a, b) => a - b);
    expect(offered).toEqual(expect.arrayContaining([22, 42]));
    expect(offered.every((c) => [22, 23, 42, 43, 55, 95].includes(c))).toBe(true);
    expect(legalActions(s)).toContainEqual(done('democrat'));
    s = act(s, { side: 'democrat', type: 'choose', card: 22 });
    expect(s.discard).not.toContain(22);
    expect(s.ps).toMatchObject({ country: 'poland', initiator: 'democrat' });
    expect(lastLog(s, 'eventPlaysCard')!.params).toMatchObject({ card: 89, played: 22 });
  });

  it('#89 Domino Theory: the Democrat may decline', () => {
    const s = act(lateYear('democrat', [89], build(2)), play('democrat', 89), done('democrat'));
    expect(s.ps).toBeNull();
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(89);
  });

  it('#89 Domino Theory: with Power in fewer than 2 countries it is played with no effect', () => {
    const s = act(lateYear('democrat', [89], build(1)), play('democrat', 89));
    expect(lastLog(s, 'eventNoEffect')!.params).toMatchObject({ card: 89 });
    expect(roundOver(s)).toBe(true);
    expect(s.removed).toContain(89);
  });
});
