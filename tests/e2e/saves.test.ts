/**
 * Saves and dice both players can trust (issue 13), in the built page in Chromium: no seed or
 * other future-determining value in the page or the downloads, the export → roll → import rewind
 * warns, a second tab is read-only, a failed autosave is shown, a rigged file is refused, and a
 * record of an older rules version explains itself.
 */
import { readFileSync } from 'node:fs';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, replay, RULES_VERSION, type Action, type GameRecord, type GameState, type RecordedAction } from '../../src/engine';
import { openRecord, perform, record, recordOf, stateOf, type Policy } from './drive';
import { runBrowserTests, useSite } from './harness';

const textOf = async (d: Download) => readFileSync((await d.path())!, 'utf8');
const saveToFile = async (page: Page) => {
  const [d] = await Promise.all([page.waitForEvent('download'), page.click('button:has-text("Save to file")')]);
  return d;
};
const loadFile = (page: Page, text: string) =>
  page.setInputFiles('[data-testid=import]', { name: 'game.json', mimeType: 'application/json', buffer: Buffer.from(text) });

/** Support checks first: play a card for checks and check, else the first legal action. */
const checksFirst: Policy = (_s, legal) => legal.find((a) => a.type === 'check') ?? legal.find((a) => a.type === 'play' && a.use === 'check') ?? legal[0]!;

/** A seeded record that stops right before a support check (the next action rolls a die). */
function beforeACheck(seed: string): { record: GameRecord; state: GameState; check: Action } {
  const r = record(seed, checksFirst, (s) => s.round > 0 && legalActions(s).some((a) => a.type === 'check'));
  return { ...r, check: legalActions(r.state).find((a) => a.type === 'check')! };
}

describe.skipIf(!runBrowserTests)('saves both players can trust, in Chromium', () => {
  const site = useSite();

  it('the seed and the next die are nowhere in the page, the log download, the file names or the saved file', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    expect(await page.$('[data-testid=seed]')).toBeNull();
    await page.click('[data-testid=start]');
    const seed = (await recordOf(page)).options.seed;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    // setup through the covers, checking the page at every step
    for (let n = 0; n < 40; n++) {
      if (await page.$('[data-testid=cover]')) {
        expect(await page.content()).not.toContain(seed);
        await page.click('[data-testid=confirm-handover]');
      }
      const s = await stateOf(page);
      if (s.prompt?.kind !== 'setupPlace') break;
      await perform(page, legalActions(s)[0]!);
    }
    expect(await page.content()).not.toContain(seed);
    await page.click('[data-tab=log]');
    expect(await page.textContent('.log')).toContain('New game.');
    const [log] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=log-download]')]);
    expect(log.suggestedFilename()).not.toContain(seed.slice(0, 6));
    const logText = await textOf(log);
    expect(logText).not.toContain(seed);
    const file = await saveToFile(page);
    expect(file.suggestedFilename()).toMatch(/^1989-\d{4}-\d{2}-\d{2}-\d+\.json$/);
    const saved = JSON.parse(await textOf(file)) as GameRecord;
    // the file holds the past only: the next die or draw comes from entropy drawn when its action is taken
    const hex = (k: number) => k.toString(16).padStart(32, '0');
    let s = replay(saved);
    for (let n = 0; n < 500 && !apply(s, { ...checksFirst(s, legalActions(s), n), entropy: hex(1) } as RecordedAction).finality.random; n++)
      s = apply(s, checksFirst(s, legalActions(s), n));
    const a = checksFirst(s, legalActions(s), 0);
    const outcomes = new Set<string>();
    for (let k = 1; k <= 8; k++) outcomes.add(JSON.stringify(apply(s, { ...a, entropy: hex(k) } as RecordedAction).rng));
    expect(outcomes.size).toBe(8);
    expect(file.suggestedFilename()).not.toContain(seed.slice(0, 6));
    await page.close();
  }, 120_000);

  it('export, a die roll, then loading the export: the page says what would be undone before anything changes', async () => {
    const { record: rec, state, check } = beforeACheck('rewind-1');
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    const file = await textOf(await saveToFile(page));
    await perform(page, check);
    const after = await recordOf(page);
    expect(after.actions).toHaveLength(rec.actions.length + 1);
    const die = logEntries(await stateOf(page))
      .filter((e) => e.key === 'supportCheck')
      .pop()!.params.die;
    expect(die).toBeGreaterThanOrEqual(1);
    if (await page.$('[data-testid=cover]')) await page.click('[data-testid=confirm-handover]');
    await loadFile(page, file);
    await page.waitForSelector('[data-testid=load-ask]');
    const notes = await page.$$eval('[data-testid=load-ask-note]', (els) => els.map((e) => e.textContent));
    expect(notes).toContain('It goes back 1 action on this game, including 1 die roll and 0 cards drawn. Those results would be undone.');
    expect(notes.some((n) => n!.startsWith('It replaces the game in progress'))).toBe(true);
    // keeping: nothing changed
    await page.click('[data-testid=load-ask-keep]');
    expect(await page.$('[data-testid=load-ask]')).toBeNull();
    expect((await recordOf(page)).actions).toEqual(after.actions);
    expect(state.actionCount).toBe(rec.actions.length);
    await page.close();
  }, 60_000);

  it('a second tab on the same game is read-only with a message, and takes over when the first closes', async () => {
    const { record: rec } = beforeACheck('tabs-1');
    const context = await site.browser.newContext({ viewport: { width: 1366, height: 768 } });
    const first = await context.newPage();
    await openRecord(first, site.url, rec);
    await first.click('[data-testid=confirm-handover]');
    const second = await context.newPage();
    await second.goto(site.url);
    await second.waitForSelector('[data-testid=read-only]');
    expect(await second.textContent('[data-testid=read-only]')).toContain('This game is open in another tab');
    const before = await recordOf(second);
    // the read-only tab may look but not play
    await second.click('[data-testid=resume]');
    if (await second.$('[data-testid=confirm-handover]')) await second.click('[data-testid=confirm-handover]');
    const s = await stateOf(second);
    second.setDefaultTimeout(5000);
    await perform(second, legalActions(s)[0]!).catch(() => {});
    expect((await recordOf(second)).actions).toEqual(before.actions);
    await first.close();
    await second.waitForSelector('[data-testid=read-only]', { state: 'detached' });
    await context.close();
  }, 60_000);

  it('a failed autosave (storage full) is shown, with a way to save to a file', async () => {
    const { record: rec } = beforeACheck('quota-1');
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => {
      const set = Storage.prototype.setItem;
      Storage.prototype.setItem = function (key: string, value: string) {
        if (key === 'jn1989.record' && (window as unknown as { quota?: boolean }).quota)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return set.call(this, key, value);
      };
    });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    const saved = await recordOf(page);
    await page.evaluate(() => ((window as unknown as { quota?: boolean }).quota = true));
    await perform(page, legalActions(await stateOf(page))[0]!);
    await page.waitForSelector('[data-testid=save-failed]');
    expect(await page.textContent('[data-testid=save-failed]')).toContain('the storage is full');
    expect((await recordOf(page)).actions).toEqual(saved.actions);
    const [d] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=save-failed-download]')]);
    expect((JSON.parse(await textOf(d)) as GameRecord).actions).toHaveLength(saved.actions.length + 1);
    await page.close();
  }, 60_000);

  it('a rigged file is refused with a visible error; the saved game is unchanged', async () => {
    const { record: rec } = beforeACheck('rig-1');
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    const before = await page.evaluate(() => localStorage.getItem('jn1989.record'));
    const rigged = { ...JSON.parse(before!), options: { ...JSON.parse(before!).options, rig: { dice: [6, 6, 6, 6] } } };
    await loadFile(page, JSON.stringify(rigged));
    await page.waitForSelector('[role=alert]');
    const alert = await page.textContent('[role=alert]');
    expect(alert).toContain('fixes dice or the order of the decks in advance (“rig”)');
    expect(alert).not.toContain('(rule -)');
    expect(await page.$('[data-testid=load-ask]')).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('jn1989.record'))).toBe(before);
    await page.close();
  }, 60_000);

  it('a record of an older rules version explains itself before it is loaded', async () => {
    const { record: rec } = beforeACheck('older-1');
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await loadFile(page, JSON.stringify({ ...rec, rulesVersion: RULES_VERSION - 1 }));
    await page.waitForSelector('[data-testid=load-ask]');
    const notes = await page.$$eval('[data-testid=load-ask-note]', (els) => els.map((e) => e.textContent));
    expect(notes).toEqual([
      `It was saved under rules version ${RULES_VERSION - 1}; this version of the game plays rules version ${RULES_VERSION}, and has replayed it under those.`,
      'The replay reaches exactly the saved position: it is the same game.',
    ]);
    expect(await page.evaluate(() => localStorage.getItem('jn1989.record'))).toBeNull();
    // the file can be downloaded as it came
    const [d] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=load-ask-download]')]);
    expect(JSON.parse(await textOf(d)).rulesVersion).toBe(RULES_VERSION - 1);
    await page.click('[data-testid=load-ask-load]');
    await page.waitForSelector('[data-testid=cover]');
    expect((await recordOf(page)).rulesVersion).toBe(RULES_VERSION);
    // a record today's rules replay differently says so
    const other = { ...rec, rulesVersion: RULES_VERSION - 1, checksum: '0000000000000000' };
    const page2 = await site.browser.newPage();
    await page2.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page2.goto(site.url);
    await loadFile(page2, JSON.stringify(other));
    await page2.waitForSelector('[data-testid=load-ask]');
    expect(await page2.textContent('[data-testid=load-ask]')).toContain('under these rules it is a different game');
    await page2.close();
    await page.close();
  }, 60_000);
});
