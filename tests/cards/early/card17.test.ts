import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../../src/engine';
import { lastLog, setSupport, act, play, earlyYear, roundFor, timing, placeAll, psHand } from '../../table';

/** Play on with the first legal action until the power struggle is over. */
function finishStruggle(s: GameState): GameState {
  for (let i = 0; i < 500 && s.ps; i++) s = apply(s, legalActions(s)[0]!);
  return s;
}

describe('#17 Roundtable Talks', () => {
  const build = (d: Parameters<typeof setSupport>[0]) => {
    setSupport(d, 'warszawa', 3, 0);
    setSupport(d, 'lublin', 4, 0);
    setSupport(d, 'gdansk', 0, 3);
  };
  it('#17 Roundtable Talks: in the next power struggle the Democrat takes 2 random cards from the Communist hand; then discarded', () => {
    let s = act(earlyYear('democrat', [17], build), play('democrat', 17));
    expect(s.effects).toContainEqual({ card: 17, side: 'democrat' });
    expect(s.inPlay).toEqual([17]);
    expect(s.discard).not.toContain(17);
    s = roundFor(s, 'communist', [22]);
    s = act(s, play('communist', 22));
    // dealt: Communist 8 (2 spaces), Democrat 6 (1 space); then 2 move over
    expect(lastLog(s, 'psStart')?.params).toMatchObject({ communist: 8, democrat: 6 });
    expect(psHand(s, 'communist')).toHaveLength(6);
    expect(psHand(s, 'democrat')).toHaveLength(8);
    expect(lastLog(s, 'psCardsTaken')?.params).toMatchObject({ card: 17, side: 'democrat', count: 2 });
    s = finishStruggle(s);
    expect(s.effects.some((e) => e.card === 17)).toBe(false);
    expect(s.inPlay).not.toContain(17);
    expect(s.discard).toContain(17);
  });
  it('#17 Roundtable Talks: used up in the next power struggle even if the Communist had no cards to take', () => {
    let s = act(
      earlyYear('democrat', [17], (d) => setSupport(d, 'gdansk', 0, 3)),
      play('democrat', 17),
    );
    s = roundFor(s, 'communist', [22]);
    s = act(s, play('communist', 22));
    expect(psHand(s, 'democrat')).toHaveLength(6);
    s = finishStruggle(s);
    expect(s.effects).toEqual([]);
    expect(s.discard).toContain(17);
  });
  it('#17 Roundtable Talks: played by the Communist for Ops, it takes effect for the Democrat and waits beside the map', () => {
    let s = act(earlyYear('communist', [17], build), play('communist', 17, 'place'), timing('communist', 'before'));
    expect(s.effects).toContainEqual({ card: 17, side: 'democrat' });
    expect(s.inPlay).toContain(17);
    s = act(s, ...legalActions(s).slice(0, 1));
    s = placeAll(s);
    expect(s.inPlay).toEqual([17]);
    expect(s.discard).not.toContain(17);
  });
});
