/**
 * A table you can read at a glance, in the built page in Chromium: a country's scoring (9.0) and
 * the struggle that decided it stay up while the computer waits, and go on Continue, after which
 * the computer moves.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, makeRecord, newGame, type Action, type GameState } from '../../src/engine';
import { openRecord, recordOf } from './drive';
import { runBrowserTests, useSite } from './harness';

/** A country was scored since the last card play. */
function scoredLast(s: GameState): boolean {
  const log = logEntries(s);
  const play = log.findLastIndex((e) => e.key === 'playCard');
  return log.slice(play + 1).some((e) => e.key === 'countryScored');
}

/** A seeded game played until a country was just scored and the Communist (the computer here) must act next. */
function afterScoring() {
  let s = newGame({ seed: 'shots' });
  const actions: Action[] = [];
  for (let n = 0; n < 3000 && s.prompt; n++) {
    if (scoredLast(s) && s.prompt.side === 'communist' && s.prompt.kind === 'actionRound') break;
    const legal = legalActions(s);
    const a = legal[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, a);
    actions.push(a);
  }
  expect(scoredLast(s)).toBe(true);
  return makeRecord({ seed: 'shots' }, actions, s, { computer: { communist: 'easy' } });
}

describe.skipIf(!runBrowserTests)('big moments wait for the player', () => {
  const site = useSite();

  it('9.0: the scoring card stays while the computer holds its move, and goes on Continue; then the computer plays', async () => {
    const rec = afterScoring();
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=20`, rec);
    await page.waitForSelector('[data-testid=scoring-card]');
    // the computer's answer comes in well under a second at this budget: it is held
    await page.waitForTimeout(2500);
    expect(await page.$('[data-testid=scoring-card]')).not.toBeNull();
    expect((await recordOf(page)).actions.length).toBe(rec.actions.length);
    await page.click('[data-testid=scoring-close]');
    expect(await page.$('[data-testid=scoring-card]')).toBeNull();
    await page.waitForFunction((n) => JSON.parse(localStorage.getItem('jn1989.record')!).actions.length > n, rec.actions.length, { timeout: 15_000 });
    await page.close();
  });
});
