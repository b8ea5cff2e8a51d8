import { endsAtTurnEnd } from '../../../src/engine/lasting';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, RuleError, type GameState, type LastingEffect } from '../../../src/engine';
import {
  act,
  lastLog,
  laidOut,
  pendingRound,
  setSupport,
  sp,
  check,
  done,
  place,
  play,
  middleYear,
  remove,
  roundOver,
  select,
  selects,
  targets,
  timing,
} from '../../table';
import { passRound } from '../../engine/sequence';

const AH = { card: 58, side: 'democrat' as const };
const PRUDENCE = { card: 8, side: 'communist' as const };

/** Democrat SPs in Dresden (next to Wrocław and Plzeň) and Communist SPs in and out of East Germany. */
function board(hand: number[], effects: LastingEffect[] = [AH]): GameState {
  return middleYear('democrat', hand, (d) => {
    d.effects.push(...effects);
    setSupport(d, 'dresden', 0, 1);
    setSupport(d, 'berlin', 2, 0);
    setSupport(d, 'warszawa', 2, 0);
  });
}

describe('#58 Austria-Hungary Border Reopened', () => {
  it('#58 Austria-Hungary Border Reopened: the event puts the effect in force for the turn and the card is removed', () => {
    let s = middleYear('democrat', [58]);
    s = act(s, play('democrat', 58));
    expect(s.effects).toEqual([AH]);
    expect(lastLog(s, 'effectStarts')!.params).toEqual({ card: 58, side: 'democrat' });
    expect(s.removed).toContain(58);
    expect(roundOver(s)).toBe(true);
    expect(endsAtTurnEnd(s, s.effects[0]!)).toBe(true);
  });

  it('#58 Austria-Hungary Border Reopened: the declaration prompt before placement, then +1 Ops and East German spaces only', () => {
    let s = board([17]); // Roundtable Talks, 3 Ops
    s = act(s, play('democrat', 17, 'place'));
    expect(s.prompt).toMatchObject({
      side: 'democrat',
      kind: 'opsCommitment',
      rule: '11.1',
      params: { country: 'east-germany', source: 58, card: 17, use: 'place', ops: 3, opsCommitted: 4 },
    });
    expect(selects(s)).toEqual(['yes', 'no']);
    expect(legalActions(s)).toHaveLength(2);
    s = act(s, select('democrat', 'yes'));
    expect(lastLog(s, 'opsCommitted')!.params).toEqual({ side: 'democrat', country: 'east-germany', card: 17, source: 58, ops: 4 });
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 4, card: 17 } });
    // Wrocław and Plzeň are next to Dresden but outside East Germany
    expect(targets(s, 'place')).toEqual(['dresden', 'karl-marx-stadt', 'leipzig']);
    expect(() => apply(s, place('democrat', 'wroclaw'))).toThrow(expect.objectContaining({ code: 'OPS_COMMITTED', rule: '11.1' }));
    s = act(s, ...Array(4).fill(place('democrat', 'leipzig')));
    expect(sp(s, 'leipzig')).toEqual({ communist: 0, democrat: 4 });
    expect(roundOver(s)).toBe(true);
  });

  it('#58 Austria-Hungary Border Reopened: without the declaration the placement has its normal Ops and area', () => {
    let s = board([17]);
    s = act(s, play('democrat', 17, 'place'), select('democrat', 'no'));
    expect(lastLog(s, 'opsNotCommitted')!.params).toEqual({ side: 'democrat', country: 'east-germany', card: 17, source: 58 });
    expect(lastLog(s, 'opsCommitted')).toBeUndefined();
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 3 } });
    expect(targets(s, 'place')).toEqual(['dresden', 'karl-marx-stadt', 'leipzig', 'plzen', 'wroclaw']);
  });

  it('#58 Austria-Hungary Border Reopened: support checks committed to East Germany get +1 Ops on both (11.1)', () => {
    let s = board([17], [AH]);
    s = dice(s, 6, 6);
    s = act(s, play('democrat', 17, 'check'));
    expect(s.prompt).toMatchObject({ kind: 'opsCommitment', params: { use: 'check', ops: 3, opsCommitted: 4 } });
    s = act(s, select('democrat', 'yes'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 4 } });
    // Warszawa holds Communist SPs but is now out of bounds
    expect(targets(s, 'check')).toEqual(['berlin']);
    s = act(s, check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', die: 6, ops: 4 });
    expect(() => apply(s, check('democrat', 'warszawa'))).toThrow(RuleError);
  });

  it('#58 Austria-Hungary Border Reopened: checks not committed may go anywhere with the normal Ops', () => {
    let s = dice(board([17]), 6, 6);
    s = act(s, play('democrat', 17, 'check'), select('democrat', 'no'));
    expect(targets(s, 'check')).toEqual(['berlin', 'warszawa']);
    s = act(s, check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', ops: 3 });
  });

  it('#58 Austria-Hungary Border Reopened: rule 7.3.1 example — Michnik worth 2 in East Germany, Roundtable Talks worth 2 outside', () => {
    // Prudence (−1), Tiananmen box 2 (a printed 1 counts as 2), Austria-Hungary (+1)
    let s = laidOut(board([4], [PRUDENCE, AH]), { round: 1, side: 'democrat' }, { tiananmen: { democrat: { box: 2 } } });
    s = act(s, play('democrat', 4, 'place'));
    // 1 printed + 1 box 2 − 1 Prudence = 1; + 1 Austria-Hungary = 2
    expect(s.prompt).toMatchObject({ kind: 'opsCommitment', params: { card: 4, ops: 1, opsCommitted: 2 } });
    s = act(s, select('democrat', 'yes'), place('democrat', 'leipzig'), place('democrat', 'leipzig'));
    expect(sp(s, 'leipzig')).toEqual({ communist: 0, democrat: 2 });
    expect(roundOver(s)).toBe(true);
    // a later round: Roundtable Talks for checks outside East Germany: 3 − 1 = 2
    s = middleYear('democrat', [17], (d) => {
      d.effects.push(PRUDENCE, AH);
      d.tiananmen.democrat.box = 2;
      setSupport(d, 'berlin', 2, 0);
      setSupport(d, 'warszawa', 2, 0);
      d.rigDice = [1, 1];
    });
    s = act(s, play('democrat', 17, 'check'), select('democrat', 'no'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { ops: 2 } });
    s = act(s, check('democrat', 'warszawa'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'warszawa', ops: 2 });
  });

  it('#58 Austria-Hungary Border Reopened: no declaration when the bonus cannot change anything', () => {
    // Michnik (1) under Prudence without box 2: 1 − 1 + 1 = 1, the same as the minimum of 1
    let s = board([4], [PRUDENCE, AH]);
    s = act(s, play('democrat', 4, 'place'));
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 1 } });
    // no Communist SPs in East Germany: no East German check target
    s = middleYear('democrat', [17], (d) => {
      d.effects.push(AH);
      setSupport(d, 'warszawa', 2, 0);
    });
    s = act(s, play('democrat', 17, 'check'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { ops: 3 } });
    // a placement area without an East German space
    s = middleYear('democrat', [17], (d) => {
      d.effects.push(AH);
      setSupport(d, 'krakow', 0, 1);
    });
    s = act(s, play('democrat', 17, 'place'));
    expect(s.prompt).toMatchObject({ kind: 'placeSupport', params: { opsLeft: 3 } });
    // a Tiananmen Square attempt spends no Ops in a country
    s = board([17]);
    s = act(s, play('democrat', 17, 'tiananmen'));
    expect(s.prompt?.kind).not.toBe('opsCommitment');
    expect(lastLog(s, 'opsCommitted')).toBeUndefined();
  });

  it('#58 Austria-Hungary Border Reopened: only the Democrat gets it (7.3.3), even when he played it', () => {
    let s = middleYear('communist', [17], (d) => {
      d.effects.push(AH);
      setSupport(d, 'berlin', 1, 0);
    });
    s = act(s, play('communist', 17, 'place'), timing('communist', 'after'));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 3 } });
  });

  it('#58 Austria-Hungary Border Reopened: fired by a Communist Ops play, it works for the Democrat and is removed', () => {
    let s = middleYear('communist', [58], (d) => setSupport(d, 'berlin', 1, 0));
    s = act(s, play('communist', 58, 'place'), timing('communist', 'before'));
    expect(s.effects).toEqual([AH]);
    // the Communist's own Ops are not changed
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'placeSupport', params: { opsLeft: 2 } });
    s = act(s, place('communist', 'berlin'), place('communist', 'berlin'));
    expect(s.removed).toContain(58);
    expect(s.discard).not.toContain(58);
  });

  it('#58 Austria-Hungary Border Reopened: event Ops confined to East Germany get +1 without a declaration (My First Banana)', () => {
    let s = middleYear('democrat', [91], (d) => {
      d.turn = 8;
      d.effects.push(AH);
      setSupport(d, 'berlin', 4, 0);
      setSupport(d, 'dresden', 3, 0);
      d.rigDice = [6, 6];
    });
    s = act(s, play('democrat', 91), remove('democrat', 'berlin'), remove('democrat', 'berlin'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 2, ops: 4, card: 91 } });
    expect(lastLog(s, 'opsCommitted')!.params).toMatchObject({ card: 91, ops: 4 });
    s = act(s, check('democrat', 'dresden'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'dresden', ops: 4 });
  });

  it('#58 Austria-Hungary Border Reopened: event Ops anywhere are offered the commitment (7.4, Gorbachev Charms the West)', () => {
    let s = middleYear('democrat', [14], (d) => {
      d.effects.push(AH);
      setSupport(d, 'berlin', 3, 0);
      setSupport(d, 'warszawa', 3, 0);
      d.rigDice = [6];
    });
    s = act(s, play('democrat', 14), remove('democrat', 'warszawa'), remove('democrat', 'warszawa'));
    // asked after the removals, before the roll
    expect(s.prompt).toMatchObject({ kind: 'opsCommitment', params: { card: 14, use: 'check', ops: 4, opsCommitted: 5 } });
    s = act(s, select('democrat', 'yes'));
    expect(targets(s, 'check')).toEqual(['berlin']);
    s = act(s, check('democrat', 'berlin'));
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ space: 'berlin', ops: 5, die: 6 });
    expect(roundOver(s)).toBe(true);
  });

  it('#58 Austria-Hungary Border Reopened: the 2-Ops free check of Tiananmen box 6 at the turn end may be committed too', () => {
    let s = middleYear('democrat', [17], (d) => {
      d.effects.push(AH);
      d.tiananmen.democrat.box = 6;
      setSupport(d, 'berlin', 2, 0);
      setSupport(d, 'warszawa', 0, 2);
      d.rigDice = [1, 1, 1, 1, 1, 1];
    });
    while (s.prompt?.kind === 'actionRound') s = passRound(s);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'opsCommitment', params: { card: null, use: 'check', ops: 2, opsCommitted: 3 } });
    s = act(s, select('democrat', 'yes'));
    expect(s.prompt).toMatchObject({ kind: 'supportCheck', params: { left: 1, ops: 3, card: null } });
    expect(targets(s, 'check')).toEqual(['berlin']);
  });

  it('#58 Austria-Hungary Border Reopened: stopping early after committing is allowed (checks are optional)', () => {
    let s = dice(board([17]), 2);
    s = act(s, play('democrat', 17, 'check'), select('democrat', 'yes'), check('democrat', 'berlin'), done('democrat'));
    expect(lastLog(s, 'checksForgone')!.params).toEqual({ side: 'democrat', left: 1 });
    expect(roundOver(s)).toBe(true);
  });
});

/** Rig the dice of a position. */
function dice(s: GameState, ...rolls: number[]): GameState {
  return laidOut(s, pendingRound(s), { dice: rolls });
}
