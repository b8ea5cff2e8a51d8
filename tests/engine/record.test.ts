/**
 * The record module's replay loop (src/engine/record.ts): one pass over a record's actions, told
 * after each one, stopped when asked, and a refused action named by its index.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  isKnownFormat,
  makeRecord,
  newGame,
  RECORD_FORMAT,
  RecordActionError,
  replay,
  replayActions,
  replayRecord,
  RuleError,
  type AppliedState,
  type GameRecord,
  type GameState,
  type RecordedAction,
} from '../../src/engine';
import { checkRecord, RecordError } from '../../src/engine/recordReader';
import { playout } from '../../tools/playout';

const game = playout({ seed: 'record-module' });
const record: GameRecord = makeRecord({ seed: 'record-module' }, game.actions, game.state);

describe('the one replay loop', () => {
  it('tells onAction every state in order, each with its finality, and ends where the game ended', () => {
    const seen: { state: AppliedState; action: RecordedAction; index: number }[] = [];
    const final = replayRecord(record, { onAction: (state, action, index) => void seen.push({ state, action, index }) });
    expect(seen.map((x) => x.index)).toEqual(record.actions.map((_, i) => i));
    expect(seen.map((x) => x.action)).toEqual(record.actions);
    let s: GameState = newGame(record.options);
    seen.forEach((x, i) => {
      s = apply(s, record.actions[i]!);
      expect(x.state).toEqual(s);
      expect(x.state.finality.side).toBe(record.actions[i]!.side);
    });
    expect(final).toEqual(game.state);
    expect(replay(record)).toEqual(final);
  });

  it("stops at the state after the action whose onAction says 'stop'", () => {
    let calls = 0;
    const at10 = replayRecord(record, { onAction: (_s, _a, i) => (calls++, i === 9 ? 'stop' : undefined) });
    expect(calls).toBe(10);
    expect(at10).toEqual(replay({ ...record, actions: record.actions.slice(0, 10) }));
  });

  it('replays from any state: replayActions from a prefix reaches the same end', () => {
    const mid = replay({ ...record, actions: record.actions.slice(0, 25) });
    expect(replayActions(mid, record.actions.slice(25))).toEqual(game.state);
    expect(replayActions(mid, [])).toBe(mid);
  });

  it('names a refused action by its index (a RuleError BAD_RECORD carrying the refusal)', () => {
    const actions = [...record.actions.slice(0, 5), { side: 'democrat', type: 'concede' } as RecordedAction, ...record.actions.slice(5)];
    const seen: number[] = [];
    let thrown: unknown;
    try {
      replayRecord({ ...record, actions }, { onAction: (_s, _a, i) => void seen.push(i) });
    } catch (e) {
      thrown = e;
    }
    expect(seen).toEqual([0, 1, 2, 3, 4]);
    expect(thrown).toBeInstanceOf(RecordActionError);
    expect(thrown).toBeInstanceOf(RuleError);
    const e = thrown as RecordActionError;
    expect(e.code).toBe('BAD_RECORD');
    expect(e.index).toBe(5);
    expect(e.params).toEqual({ index: 5, code: e.refusal.code });
    expect(e.message).toMatch(/^Action 6 of the record is illegal: /);
    expect(e.refusal).toBeInstanceOf(RuleError);
  });

  it('passes an error of onAction through as it is', () => {
    const mine = new Error('mine');
    expect(() =>
      replayRecord(record, {
        onAction: () => {
          throw mine;
        },
      }),
    ).toThrow(mine);
  });
});

describe('one format check', () => {
  it('the format written is read, and so is version 1; others are refused by the replay and by the reader', () => {
    expect(record.version).toBe(RECORD_FORMAT);
    expect(isKnownFormat(RECORD_FORMAT)).toBe(true);
    expect(isKnownFormat(1)).toBe(true);
    for (const v of [0, 3, '2', null, undefined]) {
      expect(isKnownFormat(v)).toBe(false);
      expect(() => replay({ ...record, version: v } as never)).toThrowError(expect.objectContaining({ code: 'BAD_RECORD' }));
      if (v !== undefined) expect(() => checkRecord({ ...record, version: v })).toThrowError(RecordError);
    }
  });
});
