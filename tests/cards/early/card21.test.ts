import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../src/engine';
import { lastLog, setHand, setSupport, sp, act, choose, place, play, earlyYear, select, placeAll, hand } from '../../table';

describe('#21 Common European Home', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'gdansk', 0, 2);
    setSupport(d, 'warszawa', 2, 0);
  };
  it('#21 Common European Home: the Democrat plays a Communist card with it for Operations, without that event', () => {
    let s = earlyYear('democrat', [21, 7, 4], build);
    s = act(s, play('democrat', 21));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card21:pair', rule: 'card 21' });
    expect(legalActions(s)).toEqual([choose('democrat', 7)]);
    s = act(s, choose('democrat', 7));
    expect(legalActions(s)).toEqual([select('democrat', 'place'), select('democrat', 'check')]);
    s = act(s, select('democrat', 'place'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport', params: { opsLeft: 2, card: 7 } });
    s = act(s, place('democrat', 'gdansk'), place('democrat', 'gdansk'));
    expect(sp(s, 'gdansk').democrat).toBe(4);
    // no State Run Media event, both cards discarded (7 despite its asterisk)
    expect(s.eventsPlayed).toEqual([21]);
    expect(s.discard).toEqual(expect.arrayContaining([7, 21]));
    expect(s.removed).toEqual([]);
    expect(hand(s, 'democrat')).toEqual([4]);
    expect(s.vp).toBe(0);
  });
  it('#21 Common European Home: not an event without a card of the opponent in hand', () => {
    const s = earlyYear('democrat', [21, 4], build);
    expect(legalActions(s)).not.toContainEqual(play('democrat', 21));
  });
  it('#21 Common European Home: the Communist may use it too, with a Democratic card', () => {
    const s = act(earlyYear('communist', [21, 4, 12], build), play('communist', 21));
    expect(legalActions(s)).toEqual([choose('communist', 4)]);
  });
  it('#21 Common European Home: played for Operations it gives the opponent 1 VP', () => {
    let s = act(earlyYear('democrat', [21], build), play('democrat', 21, 'place'));
    expect(s.vp).toBe(-1);
    expect(lastLog(s, 'eventVp')?.params).toMatchObject({ card: 21, side: 'communist', vp: 1 });
    s = act(earlyYear('communist', [21], build), play('communist', 21, 'tiananmen'));
    expect(s.vp).toBe(1);
  });
  it('#21 Common European Home: under Stasi it pairs only with the announced Communist card (FAQ 13)', () => {
    let s = act(
      earlyYear('communist', [13, 12], (d) => {
        build(d);
        setHand(d, 'democrat', [4, 21, 7, 11]);
      }),
      play('communist', 13),
    );
    s = act(s, play('democrat', 4), choose('democrat', 7));
    s = act(s, play('communist', 12, 'place'));
    s = placeAll(s);
    const plays = legalActions(s);
    expect(plays).toContainEqual(play('democrat', 21));
    expect(plays).not.toContainEqual(play('democrat', 21, 'place'));
    expect(plays).toContainEqual(play('democrat', 7, 'place'));
    expect(plays.some((a) => a.type === 'play' && a.card === 11)).toBe(false);
    s = act(s, play('democrat', 21));
    expect(legalActions(s)).toEqual([choose('democrat', 7)]);
  });
  it('#21 Common European Home: announced itself under Stasi, it must be played for Operations (FAQ 13)', () => {
    let s = act(
      earlyYear('communist', [13, 12], (d) => {
        build(d);
        setHand(d, 'democrat', [4, 21, 7]);
      }),
      play('communist', 13),
    );
    s = act(s, play('democrat', 4), choose('democrat', 21));
    s = act(s, play('communist', 12, 'place'));
    s = placeAll(s);
    const plays = legalActions(s);
    expect(plays).not.toContainEqual(play('democrat', 21));
    expect(plays).toContainEqual(play('democrat', 21, 'place'));
    expect(plays.every((a) => a.type !== 'play' || a.card === 21)).toBe(true);
  });
});
