/**
 * The view as the decision surface in real Chromium: a support-check target shows its odds and
 * their breakdown before the die is rolled, and the roll that follows uses exactly those
 * modifiers (6.2.4–6.2.6); a refused event says which card it waits for (2.2.6, 7.1; 5.2 example 2).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, logEntries, type Action, type GameState } from '../../src/engine';
import { openRecord, perform, record, recordOf, rotating, stateOf, type Policy } from './drive';
import { confirmStep, runBrowserTests, useSite } from './harness';
import { spaceTarget } from '../controls';

/** Once past setup, play the first card that can be played for support checks, else rotate. */
const checks: Policy = (s, legal, n) => (s.round > 0 && legal.find((a) => a.type === 'play' && a.use === 'check')) || rotating(s, legal, n);

describe.skipIf(!runBrowserTests)('decisions in Chromium', () => {
  const site = useSite();

  it('6.2.4–6.2.6: hovering a support-check target shows its odds and breakdown; the roll uses those modifiers', async () => {
    const { record: rec, state } = record('odds-1', checks, (s) => s.prompt?.kind === 'supportCheck');
    const target = legalActions(state).find((a): a is Extract<Action, { type: 'check' }> => a.type === 'check')!;
    const page: Page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    expect(await page.getAttribute('.prompt', 'data-kind')).toBe('supportCheck');
    // the map's later parts (land, hover text) load after the first render and move the spaces a
    // little: hover again until the hover text is there
    // (for up to 40 s: a loaded machine loads them slowly)
    for (const end = Date.now() + 40_000; Date.now() < end && !(await page.$('[data-testid=check-odds]'));) {
      // off the map and back: a pointer that stays put sends no new hover after the map re-framed
      await page.mouse.move(1, 1);
      await page.hover(spaceTarget(target.space));
      await page.waitForTimeout(250);
    }
    const odds = await page.waitForSelector('[data-testid=check-odds]');
    const shown = await odds.evaluate((el) => ({
      ops: Number(el.getAttribute('data-ops')),
      adjacency: Number(el.getAttribute('data-adjacency')),
      events: Number(el.getAttribute('data-events')),
      target: Number(el.getAttribute('data-target')),
      text: el.textContent ?? '',
    }));
    expect(shown.text).toMatch(/Chance \d+%/);
    await page.screenshot({ path: join(tmpdir(), 'jn1989-check-odds.png') }).catch(() => undefined);
    expect(shown.text).toContain(`must exceed ${shown.target}`);
    await perform(page, target);
    const after: GameState = await stateOf(page);
    const rolled = logEntries(after)
      .filter((e) => e.key === 'supportCheck')
      .at(-1)!.params;
    expect(rolled).toMatchObject({ space: target.space, ops: shown.ops, adjacency: shown.adjacency, events: shown.events, target: shown.target });
    await page.close();
  }, 120_000);

  it('2.2.6, 7.1 (5.2 example 2): with #3 Walesa in hand in turn 1, the refused event names #2 Solidarity Legalized', async () => {
    // a seed whose Democrat holds Walesa in turn 1, played to his first action round
    let found: ReturnType<typeof record> | null = null;
    for (let k = 0; k < 400 && !found; k++) {
      const r = record(`walesa-${k}`, rotating, (s) => s.prompt?.kind === 'actionRound' || s.round > 0);
      if (r.state.turn === 1 && r.state.prompt?.kind === 'actionRound' && r.state.hands.democrat.includes(3) && !r.state.eventsPlayed.includes(2)) found = r;
    }
    expect(found).not.toBeNull();
    // on to the Democrat's first round, without playing Walesa or Solidarity Legalized
    const safe: Policy = (s, legal, n) => legal.find((a) => a.type === 'play' && a.card !== 2 && a.card !== 3 && a.use === 'place') ?? rotating(s, legal, n);
    const seed = found!.record.options.seed;
    const { record: rec, state } = record(
      seed,
      (s, legal, n) => (s.round > 0 ? safe(s, legal, n) : rotating(s, legal, n)),
      (s) => s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat',
    );
    expect(state.hands.democrat).toContain(3);
    const page: Page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    await page.click('[data-testid=hand] [data-card="3"]');
    const event = page.locator('.uses button[data-use=event]');
    expect(await event.isDisabled()).toBe(true);
    const why = await page.locator('.uses .why').first().textContent();
    expect(why).toContain('Solidarity Legalized');
    expect(why).toContain('rule 7.1');
    await page.screenshot({ path: join(tmpdir(), 'jn1989-refusal.png') }).catch(() => undefined);
    await page.close();
  }, 60_000);
});

describe.skipIf(!runBrowserTests)('26.4 the Confirm step against the computer in Chromium', () => {
  const site = useSite();

  it('the last SP of an Ops play can be undone before Confirm; a support check’s die roll cannot', async () => {
    // the person plays the Communist against the computer's Democrat, from his first action round
    const { record: rec } = record('confirm-1', rotating, (s) => s.prompt?.kind === 'actionRound');
    const page: Page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await confirmStep(page);
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=20`, { ...rec, computer: { democrat: 'easy' } } as typeof rec);
    let s = await stateOf(page);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    const card = legalActions(s).find((a) => a.type === 'play' && a.use === 'place')!;
    await perform(page, card);
    // place until the round is over: the last SP waits for Confirm, and the computer waits too
    while (!(await page.$('[data-testid=awaiting-confirm]'))) {
      s = await stateOf(page);
      await perform(
        page,
        legalActions(s).find((a) => a.type === 'place')!,
      );
      await page.waitForTimeout(50);
    }
    const placed = (await recordOf(page)).actions.length;
    await page.waitForTimeout(300);
    expect((await recordOf(page)).actions).toHaveLength(placed);
    await page.click('[data-testid=confirm-undo]');
    expect((await recordOf(page)).actions).toHaveLength(placed - 1);
    expect((await stateOf(page)).prompt).toMatchObject({ side: 'communist', kind: 'placeSupport' });
    // the same SP again, then Confirm: the computer plays its round
    s = await stateOf(page);
    await perform(
      page,
      legalActions(s).find((a) => a.type === 'place')!,
    );
    await page.click('[data-testid=confirm-move]');
    for (let k = 0; k < 600 && (await stateOf(page)).prompt?.side !== 'communist'; k++) await page.waitForTimeout(50);
    s = await stateOf(page);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
    // a support check: its die is final, nothing waits and Undo has nothing to take back
    const check = legalActions(s).find((a) => a.type === 'play' && a.use === 'check');
    expect(check).toBeDefined();
    await perform(page, check!);
    s = await stateOf(page);
    await perform(
      page,
      legalActions(s).find((a) => a.type === 'check')!,
    );
    expect(await page.$('[data-testid=awaiting-confirm]')).toBeNull();
    expect(await page.isDisabled('[data-testid=undo]')).toBe(true);
    await page.close();
  }, 90_000);
});
