import { logEntries } from '../../src/engine';
import { describe, expect, it } from 'vitest';
import { log } from '../../src/engine/log';
import { startedGame } from '../table';

/** docs/design.md "State is plain data": a state saved as JSON loads back equal, -0 included. */
describe('state is plain JSON', () => {
  it('a log entry computed as minus zero (e.g. -count with count 0) is stored as 0', () => {
    const s = structuredClone(startedGame());
    const none = 0;
    log(s, 'eventRoll', { card: 88, side: 'democrat', die: 4, modifier: -none, result: 4 - none });
    expect(Object.is(logEntries(s).at(-1)!.params.modifier, 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(s))).toStrictEqual(s);
  });
});
