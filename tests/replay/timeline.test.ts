/**
 * The replay viewer's data: every state of a record from the engine, where action rounds and turns
 * start, which state first shows each log line, what is public during a live game, and the charts'
 * series; share links of finished games only.
 */
import { describe, expect, it } from 'vitest';
import { logLength, replay, type GameRecord } from '../../src/engine';
import { COUNTRY_IDS, SPACES } from '../../src/engine/data';
import { recordOf, statesOf } from '../../src/replay/record';
import { recordTextFromFragment, shareFragment, shareLink } from '../../src/replay/share';
import { logSteps, nextStart, prevStart, publicView, roundStarts, supportByTurn, turnStarts, vpSeries } from '../../src/replay/timeline';
import { playout } from '../../tools/playout';
import { psHand } from '../table';

const finished = (seed: string): GameRecord => recordOf({ seed }, playout({ seed }).actions);

describe('replay timeline', () => {
  const record = finished('timeline-1');
  const states = statesOf(record);
  const final = replay(record);

  it('has a state before the first action and after each one, the last equal to replay()', () => {
    expect(states).toHaveLength(record.actions.length + 1);
    expect(states[states.length - 1]).toEqual(final);
    expect(logLength(states[0]!)).toBeLessThan(logLength(final));
    expect(final.result).not.toBeNull();
  });

  it('refuses a record the engine refuses, with its RuleError', () => {
    const bad = { ...record, actions: [...record.actions.slice(0, 5), { type: 'pass', side: 'democrat' }] } as GameRecord;
    expect(() => statesOf(bad)).toThrow(/Action 6 of the record is illegal/);
  });

  it('steps by action round and by turn (4.0 sequence of play)', () => {
    const rounds = roundStarts(states);
    const turns = turnStarts(states);
    expect(rounds[0]).toBe(0);
    expect(turns.every((i) => rounds.includes(i))).toBe(true);
    for (const i of rounds.slice(1)) expect([states[i]!.turn, states[i]!.round]).not.toEqual([states[i - 1]!.turn, states[i - 1]!.round]);
    for (const i of turns.slice(1)) expect(states[i]!.turn).toBe(states[i - 1]!.turn + 1);
    const last = states.length - 1;
    expect(nextStart(turns, 0, last)).toBe(turns[1] ?? last);
    expect(prevStart(turns, turns[1]!)).toBe(0);
    expect(nextStart(turns, last, last)).toBe(last);
  });

  it('knows the first state that shows each log line', () => {
    const at = logSteps(states);
    expect(at).toHaveLength(logLength(final));
    at.forEach((i, j) => {
      expect(logLength(states[i]!)).toBeGreaterThan(j);
      if (i > 0) expect(logLength(states[i - 1]!)).toBeLessThanOrEqual(j);
    });
  });

  it('during a live game shows no hand, set-aside card or power-struggle hand (hidden information)', () => {
    let withPs = states.find((s) => s.ps !== null && psHand(s, 'communist').length > 0);
    for (let k = 2; !withPs && k < 40; k++) withPs = statesOf(finished(`timeline-${k}`)).find((s) => s.ps !== null && psHand(s, 'communist').length > 0);
    expect(withPs).toBeDefined();
    if (!withPs) return;
    for (const s of [states[20]!, withPs]) {
      const v = publicView(s);
      expect(v.hand).toEqual([]);
      expect(v.setAside).toEqual([]);
      expect(v.powerStruggle?.hand ?? []).toEqual([]);
      expect(v.powerStruggle?.opponentHand ?? null).toBeNull();
      expect(v.prompt?.params ?? {}).toEqual({});
      expect(JSON.stringify(v)).not.toContain('"drawPile"');
    }
  });

  it('gives the charts VP after each action and SPs per country at the end of each turn', () => {
    expect(vpSeries(states)).toEqual(states.map((s) => s.vp));
    const byTurn = supportByTurn(states);
    expect(byTurn.map((d) => d.turn)).toEqual([...new Set(states.filter((s) => s.turn >= 1).map((s) => s.turn))]);
    const end = byTurn[byTurn.length - 1]!;
    for (const c of COUNTRY_IDS) {
      const spaces = SPACES.filter((s) => s.country === c);
      expect(end.sp[c].democrat).toBe(spaces.reduce((n, s) => n + final.support[s.index]!.democrat, 0));
      expect(end.sp[c].communist).toBe(spaces.reduce((n, s) => n + final.support[s.index]!.communist, 0));
    }
  });
});

describe('share links', () => {
  it('a finished game goes through the URL fragment and back unchanged', async () => {
    const record = finished('share-1');
    const link = await shareLink(record, 'https://example.org/jesien-narodow/#old');
    expect(link.startsWith('https://example.org/jesien-narodow/#replay=')).toBe(true);
    expect(link).toMatch(/^[\w\-.:/#=]+$/);
    expect(link.length).toBeLessThan(JSON.stringify(record).length / 2);
    expect(JSON.parse(await recordTextFromFragment(link.slice(link.indexOf('#'))))).toEqual(record);
  });

  it('refuses an unfinished game, whose record would show the hidden cards', async () => {
    const { actions } = playout({ seed: 'share-2' });
    await expect(shareFragment(recordOf({ seed: 'share-2' }, actions.slice(0, 40)))).rejects.toThrow(/Only a finished game/);
  });

  it('refuses a damaged link with a clear error', async () => {
    await expect(recordTextFromFragment('#replay=AAAA')).rejects.toMatchObject({ code: 'badLink' });
    await expect(recordTextFromFragment('#other')).rejects.toMatchObject({ code: 'notLink' });
  });
});
