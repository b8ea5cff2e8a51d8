import { describe, expect, it } from 'vitest';
import { legalActions, type GameState, logEntries } from '../../../src/engine';
import { act, lastLog, setSupport, done, play, lateYear, select, selects, placeAll } from '../../table';

/** The Democrat plays his filler card (Michnik) for Ops and the turn runs out of cards. */
function endTurn(s: GameState): GameState {
  s = act(s, play('democrat', 4, 'place'));
  s = placeAll(s);
  return s;
}

describe("#104 New Year's Eve Party", () => {
  const build = (democratPowers: number) => (d: Parameters<typeof setSupport>[0]) => {
    const order = ['poland', 'hungary', 'east-germany', 'czechoslovakia', 'bulgaria', 'romania'] as const;
    for (const c of order.slice(0, democratPowers)) d.power[c].holder = 'democrat';
    setSupport(d, 'gdansk', 0, 3);
    setSupport(d, 'sofia', 3, 0);
    d.vp = 2;
  };

  it("#104 New Year's Eve Party: the Communist ends the game with Power in 4+ countries: −3 VP now; at turn end the Democrat may skip the final struggle; the leader wins", () => {
    let s = act(lateYear('communist', [104], build(2)), play('communist', 104));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card104:decide', rule: 'card 104' });
    expect(selects(s)).toEqual(['end', 'continue']);
    s = act(s, select('communist', 'end'));
    expect(s.vp).toBe(-1);
    expect(s.effects).toEqual([{ card: 104, side: 'communist' }]);
    expect(s.removed).toContain(104);
    s = endTurn(s);
    // 4.5.5 after Verify Held Cards: the Democrat picks a country where the Communist holds Power
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card104:finalStruggle', rule: '10.3' });
    expect(selects(s).sort()).toEqual(['bulgaria', 'czechoslovakia', 'east-germany', 'romania']);
    s = act(s, done('democrat'));
    expect(s.result).toEqual({ winner: 'communist', reason: 'event' });
    expect(s.turn).toBe(8);
    expect(logEntries(s).some((e) => e.key === 'finalScoring')).toBe(false);
  });

  it("#104 New Year's Eve Party: with Power in 3 countries or fewer the Democrat gains 3 VP; a final power struggle is resolved before the game ends", () => {
    let s = act(lateYear('communist', [104], build(3)), play('communist', 104), select('communist', 'end'));
    expect(s.vp).toBe(5);
    s = endTurn(s);
    s = act(s, select('democrat', 'bulgaria'));
    expect(s.ps).toMatchObject({ country: 'bulgaria', initiator: 'democrat' });
    expect(s.result).toBeNull();
    while (!s.result) {
      const legal = legalActions(s);
      s = act(s, legal.find((a) => a.type === 'done') ?? legal.find((a) => a.type === 'concede') ?? legal[0]!);
    }
    expect(lastLog(s, 'countryScored')!.params).toMatchObject({ country: 'bulgaria' });
    expect(s.result!.reason).toBe('event');
    expect(s.result!.winner).toBe(s.vp > 0 ? 'democrat' : s.vp < 0 ? 'communist' : null);
  });

  it("#104 New Year's Eve Party: declined, nothing happens and the game goes on", () => {
    let s = act(lateYear('communist', [104], build(2)), play('communist', 104), select('communist', 'continue'));
    expect(s.vp).toBe(2);
    expect(s.effects).toEqual([]);
    expect(s.removed).toContain(104);
    s = endTurn(s);
    expect(s.result).toBeNull();
    expect(s.turn).toBe(9);
  });

  it("#104 New Year's Eve Party: played by the Democrat for Ops, the Communist decides", () => {
    const s = act(
      lateYear('democrat', [104], (d) => setSupport(d, 'gdansk', 0, 3)),
      play('democrat', 104, 'place'),
      { side: 'democrat', type: 'eventTiming', when: 'before' },
    );
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card104:decide' });
  });
});
