import { describe, expect, it } from 'vitest';
import { legalActions, viewFor, type Action, type GameState, logEntries } from '../../../src/engine';
import {
  act,
  edit,
  laidOut,
  lastLog,
  pendingRound,
  setHand,
  setSupport,
  done,
  play,
  middleYear,
  roundOver,
  timing,
  drawPile,
  hand,
  setAside,
  putOnDrawPile,
} from '../../table';
import { finishTurn, withoutScoringCards } from '../../engine/sequence';
import { checkState, checkViews } from '../../../tools/invariants';

const choose = (card: number): Action => ({ side: 'democrat', type: 'choose', card });

/**
 * The Democrat to play with `hand`; both sides have check targets so that rounds can be passed;
 * the draw pile starts with `top` (no scoring cards, so no one loses at 4.5.4 by accident).
 */
function board(hand: number[], top: number[] = [2, 6, 7, 9, 11, 16, 18, 19, 24, 25, 26, 28, 29, 30, 31, 32]): GameState {
  return middleYear('democrat', hand, (d) => {
    setSupport(d, 'berlin', 2, 0);
    setSupport(d, 'warszawa', 0, 2);
    withoutScoringCards(d);
    putOnDrawPile(d, top);
  });
}

/** East Germany Scoring (42) in the Democrat's hand. */
const withScoring = (s: GameState): GameState => laidOut(s, pendingRound(s), { hands: { democrat: [...hand(s, 'democrat').filter((c) => c !== 42), 42] } });

describe('#77 Samizdat', () => {
  it('#77 Samizdat: the Democrat sets one card aside face down and draws a replacement; the card is removed', () => {
    let s = board([77, 4, 17]);
    s = act(s, play('democrat', 77));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card77:setAside' });
    expect(legalActions(s)).toEqual([choose(4), choose(17), done('democrat')]);
    s = act(s, choose(17));
    expect({ communist: setAside(s, 'communist'), democrat: setAside(s, 'democrat') }).toEqual({ communist: [], democrat: [17] });
    expect(hand(s, 'democrat')).toEqual([4, 2]);
    expect(drawPile(s)[0]).toBe(6);
    expect(lastLog(s, 'cardSetAside')!.params).toEqual({ card: 77, side: 'democrat', drawn: 1 });
    expect(s.removed).toContain(77);
    expect(roundOver(s)).toBe(true);
    expect(() => checkState(s)).not.toThrow();
  });

  it('#77 Samizdat: the set-aside card is hidden from the Communist, who sees only how many', () => {
    const s = act(board([77, 4, 17]), play('democrat', 77), choose(17));
    const dem = viewFor(s, 'democrat');
    const com = viewFor(s, 'communist');
    expect(dem.setAside).toEqual([17]);
    expect(dem.opponentSetAsideSize).toBe(0);
    expect(com.setAside).toEqual([]);
    expect(com.opponentSetAsideSize).toBe(1);
    expect(com).not.toHaveProperty('hands');
    // no log entry names the card
    expect(
      logEntries(s)
        .slice(-4)
        .some((e) => Object.values(e.params).includes(17)),
    ).toBe(false);
    expect(() => checkViews(s)).not.toThrow();
  });

  it('#77 Samizdat: the card returns to the hand at the start of the next turn, before the deal, and counts toward the 8', () => {
    let s = act(board([77, 4, 17]), play('democrat', 77), choose(17));
    s = finishTurn(s);
    expect(s.turn).toBe(5);
    expect(setAside(s, 'democrat')).toEqual([]);
    expect(hand(s, 'democrat')).toContain(17);
    expect(hand(s, 'democrat')).toHaveLength(8);
    const start = logEntries(s).findLastIndex((e) => e.key === 'turnStart');
    const keys = logEntries(s)
      .slice(start)
      .map((e) => e.key);
    expect(keys.indexOf('setAsideReturned')).toBeGreaterThan(0);
    expect(keys.indexOf('setAsideReturned')).toBeLessThan(keys.indexOf('deal'));
    expect(logEntries(s)[start + keys.indexOf('setAsideReturned')]!.params).toEqual({ side: 'democrat', count: 1 });
    // the returned card plus 7 dealt
    expect(logEntries(s)[start + keys.indexOf('deal')]!.params).toMatchObject({ democrat: 7 });
  });

  it('#77 Samizdat: a set-aside scoring card is not held at Verify Held Cards (Polish FAQ 77)', () => {
    let s = act(withScoring(board([77, 4])), play('democrat', 77));
    expect(legalActions(s)).toContainEqual(choose(42));
    s = act(s, choose(42));
    expect(hand(s, 'democrat')).not.toContain(42);
    s = finishTurn(s);
    expect(s.result).toBeNull();
    expect(lastLog(s, 'heldScoringCard')).toBeUndefined();
    expect(s.turn).toBe(5);
    expect(hand(s, 'democrat')).toContain(42);
  });

  it('#77 Samizdat: playable in turn 10; the set-aside scoring card stays out and the game ends by final scoring', () => {
    let s = edit(withScoring(board([77, 4])), (d) => {
      d.turn = 10;
    });
    expect(legalActions(s)).toContainEqual(play('democrat', 77));
    s = act(s, play('democrat', 77), choose(42));
    s = finishTurn(s);
    expect(s.result).toMatchObject({ reason: 'final-scoring' });
    expect(setAside(s, 'democrat')).toEqual([42]);
    expect(() => checkState(s)).not.toThrow();
  });

  it('#77 Samizdat: fired by a Communist Ops play, the Democrat sets a card aside and the card is removed', () => {
    let s = middleYear('communist', [77], (d) => {
      setSupport(d, 'berlin', 1, 0);
      setHand(d, 'democrat', [4, 17]);
    });
    s = act(s, play('communist', 77, 'place'), timing('communist', 'before'));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'card77:setAside' });
    s = act(s, choose(4));
    expect(setAside(s, 'democrat')).toEqual([4]);
    expect(hand(s, 'democrat')).toHaveLength(2);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 1 } });
    s = act(s, { side: 'communist', type: 'place', space: 'berlin' });
    expect(s.removed).toContain(77);
    expect(s.discard).not.toContain(77);
  });

  it('#77 Samizdat: setting aside is optional, and with an empty hand the event has no effect', () => {
    let s = act(board([77, 4]), play('democrat', 77), done('democrat'));
    expect(lastLog(s, 'eventOptionDeclined')!.params).toEqual({ card: 77, side: 'democrat' });
    expect(setAside(s, 'democrat')).toEqual([]);
    expect(hand(s, 'democrat')).toEqual([4]);
    expect(s.removed).toContain(77);
    s = act(board([77]), play('democrat', 77));
    expect(lastLog(s, 'eventNoEffect')!.params).toEqual({ card: 77 });
    expect(s.removed).toContain(77);
    expect(roundOver(s)).toBe(true);
  });

  // ruling (docs/engine.md "Rules notes", Polish FAQ 5.1): an opponent's event without effect is still resolved
  it('#77 Samizdat: fired by a Communist Ops play against an empty Democratic hand, it has no effect and the card is removed', () => {
    let s = middleYear('communist', [77], (d) => {
      setSupport(d, 'berlin', 1, 0);
      setHand(d, 'democrat', []);
    });
    s = act(s, play('communist', 77, 'place'), timing('communist', 'before'));
    expect(lastLog(s, 'eventNoEffect')!.params).toEqual({ card: 77 });
    expect(s.eventsPlayed).toContain(77);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport' });
    s = act(s, { side: 'communist', type: 'place', space: 'berlin' });
    expect(s.removed).toContain(77);
  });

  it('#77 Samizdat: played by the Democrat for Ops there is no event and the card is discarded', () => {
    let s = act(board([77, 4]), play('democrat', 77, 'place'));
    expect(s.prompt?.kind).toBe('placeSupport');
    s = act(s, { side: 'democrat', type: 'place', space: 'warszawa' });
    expect(setAside(s, 'democrat')).toEqual([]);
    expect(s.discard).toContain(77);
  });
});
