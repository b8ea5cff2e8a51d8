import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../src/engine';
import { act, paramsOf, clearMap, edit, lastLog, setHand, setSupport, sp, startedGame } from '../table';
import { withoutScoringCards } from './sequence';

/** Communist to play. #4 Michnik (Democrat, 1 Op, *): the Democrat adds 3 SPs to Polish Writers. */
function position(fn: (d: GameState) => void = () => {}): GameState {
  return edit(startedGame({ seed: 'play' }), (d) => {
    withoutScoringCards(d);
    clearMap(d);
    setSupport(d, 'lodz', 2, 0);
    setSupport(d, 'dresden', 0, 1);
    setHand(d, 'communist', [4, 3, 10, 6]);
    setHand(d, 'democrat', [7, 11, 12, 2]);
    fn(d as GameState);
  });
}

describe('5 card play', () => {
  it('7.1 the opponent’s event cannot be chosen as an event', () => {
    const s = position();
    expect(legalActions(s)).not.toContainEqual({ side: 'communist', type: 'play', card: 4, use: 'event' });
    expect(() => apply(s, { side: 'communist', type: 'play', card: 4, use: 'event' })).toThrowError(
      expect.objectContaining({ code: 'OPPONENT_EVENT', rule: '7.1' }),
    );
  });
  it('5.2 an Ops play of an opponent card fires its event; the phasing player picks "before"', () => {
    let s = position();
    s = act(s, { side: 'communist', type: 'play', card: 4, use: 'place' });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'eventTiming', rule: '5.2', params: { options: ['before', 'after'] } });
    s = act(s, { side: 'communist', type: 'eventTiming', when: 'before' });
    // the Democrat's event happened first, then the Communist places his 1 Op
    expect(sp(s, 'polish-writers').democrat).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 1 } });
    s = act(s, { side: 'communist', type: 'place', space: 'lodz' });
    // 2.2.4 / 5.2: the asterisk card is removed because its event happened
    expect(s.removed).toContain(4);
    expect(s.discard).not.toContain(4);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('5.2 "after": the Ops come first, then the opponent’s event', () => {
    let s = position();
    s = act(s, { side: 'communist', type: 'play', card: 4, use: 'place' }, { side: 'communist', type: 'eventTiming', when: 'after' });
    expect(sp(s, 'polish-writers').democrat).toBe(0);
    s = act(s, { side: 'communist', type: 'place', space: 'lodz' });
    expect(sp(s, 'polish-writers').democrat).toBe(3);
    expect(s.removed).toContain(4);
  });
  it('5.2 example 2: a prerequisite missing, the event does not occur and the asterisk card goes to the discard pile', () => {
    let s = position();
    expect(s.eventsPlayed).not.toContain(2);
    s = act(s, { side: 'communist', type: 'play', card: 3, use: 'place' });
    // no event choice is offered: Walesa cannot occur before Solidarity Legalized
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 3 } });
    s = act(s, ...[1, 2, 3].map(() => ({ side: 'communist' as const, type: 'place' as const, space: 'lodz' })));
    expect(s.discard).toContain(3);
    expect(s.removed).not.toContain(3);
  });
  it('6.3.6 a card spent on a Tiananmen Square attempt never fires its event', () => {
    const s = act(position(), { side: 'communist', type: 'play', card: 4, use: 'tiananmen' });
    expect(lastLog(s, 'tiananmenAttempt')).toBeTruthy();
    expect(sp(s, 'polish-writers').democrat).toBe(0);
    expect(s.discard).toContain(4);
  });
  it('6.3.5 box 7: once per turn an Ops play without the opponent’s event', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 7;
      d.tiananmen.democrat.box = 2; // so that the box-2 award (1 Op as 2) is not the Communist's
    });
    s = act(s, { side: 'communist', type: 'play', card: 4, use: 'place' });
    expect(paramsOf(s.prompt).options).toEqual(['before', 'after', 'skip']);
    s = act(s, { side: 'communist', type: 'eventTiming', when: 'skip' }, { side: 'communist', type: 'place', space: 'lodz' });
    expect(sp(s, 'polish-writers').democrat).toBe(0);
    expect(s.discard).toContain(4); // the event did not happen: no removal
    expect(s.awardUsed.noOpponentEvent).toBe(true);
    // a second opponent card this turn must fire its event (Walesa needs its prerequisite)
    s = edit(s, (d) => {
      d.eventsPlayed.push(2);
    });
    s = act(s, { side: 'democrat', type: 'play', card: 7, use: 'tiananmen' });
    s = act(s, { side: 'communist', type: 'play', card: 3, use: 'place' });
    expect(paramsOf(s.prompt).options).toEqual(['before', 'after']);
  });
  it('6.3.5 box 8: once per turn an own card both for Ops and its event', () => {
    let s = position((d) => {
      d.tiananmen.democrat.box = 8;
      d.tiananmen.communist.box = 2;
      d.phasing = 'democrat';
      setHand(d, 'democrat', [4, 11]);
      setHand(d, 'communist', [10, 6]);
    });
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'tiananmen' });
    s = act(s, { side: 'democrat', type: 'play', card: 4, use: 'place' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'eventTiming', rule: '6.3.5', params: { options: ['before', 'after', 'skip'] } });
    s = act(s, { side: 'democrat', type: 'eventTiming', when: 'before' });
    expect(sp(s, 'polish-writers').democrat).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'placeSupport', params: { opsLeft: 1 } });
    expect(s.awardUsed.opsAndEvent).toBe(true);
  });
});
