import { describe, expect, it } from 'vitest';
import { legalActions, logEntries } from '../../../src/engine';
import { lastLog, setHand, act, choose, play, earlyYear, placeAll, plays, table, laidOut, pendingRound } from '../../table';

describe('#13 Stasi', () => {
  const start = () =>
    act(
      earlyYear('communist', [13, 12, 7], (d) => setHand(d, 'democrat', [4, 29, 34])),
      play('communist', 13),
    );
  it('#13 Stasi: the Democrat round right after it is free; at its end he announces his next card', () => {
    let s = start();
    expect(s.effects).toContainEqual({ card: 13, side: 'communist', data: {} });
    expect(s.removed).toContain(13);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
    expect(plays(s).map((a) => a.card)).toEqual(expect.arrayContaining([4, 29, 34]));
    s = act(s, play('democrat', 4));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card13:declare', rule: 'card 13' });
    expect(legalActions(s)).toEqual([choose('democrat', 29), choose('democrat', 34)]);
    s = act(s, choose('democrat', 34));
    expect(lastLog(s, 'nextCardDeclared')?.params).toMatchObject({ side: 'democrat', declared: 34 });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    s = act(s, play('communist', 12, 'place'));
    s = placeAll(s);
    // only the announced card, for its event or Operations
    const offered = plays(s);
    expect(offered.every((a) => a.card === 34)).toBe(true);
    expect(offered).toContainEqual(play('democrat', 34));
    expect(offered).toContainEqual(play('democrat', 34, 'place'));
  });
  it('#13 Stasi: if the announced card left the hand, the Democrat plays any card (FAQ 13)', () => {
    let s = start();
    s = act(s, play('democrat', 4), choose('democrat', 34));
    // Brought in for Questioning could have taken it: here it is simply gone
    s = laidOut(s, pendingRound(s), { hands: { democrat: [29] } });
    s = act(s, play('communist', 12, 'place'));
    s = placeAll(s);
    expect(legalActions(s)).toContainEqual(play('democrat', 29));
  });
  it('#13 Stasi: ends with the turn', () => {
    const s = act(
      earlyYear('communist', [13], (d) => setHand(d, 'democrat', [])),
      play('communist', 13),
    );
    expect(s.turn).toBe(2);
    expect(s.effects).toEqual([]);
  });
  it("#13 Stasi: nothing to announce after the Democrat's last round of the turn", () => {
    let s = start();
    s = { ...s, round: 7 };
    s = act(s, play('democrat', 4));
    expect(logEntries(s).some((e) => e.key === 'nextCardDeclared')).toBe(false);
  });
  it('#13 Stasi: played by the Democrat for Ops, he announces his next card when that round ends', () => {
    const t = table({ side: 'democrat', hand: [13, 4, 29], build: (d) => void (d.support[13] = { communist: 0, democrat: 1 }) })
      .play(13, 'place')
      .timing('before');
    expect(t.state.effects).toContainEqual({ card: 13, side: 'communist', data: {} });
    t.placeAll().expect({ side: 'democrat', kind: 'card13:declare' });
    expect(t.legal()).toEqual([choose('democrat', 4), choose('democrat', 29)]);
  });
});
