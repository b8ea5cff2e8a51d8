/**
 * The built page in real Chromium: a seeded game through setup, a card played for Ops across the
 * handover cover, undo, reload and resume, and no hidden hand in the page while the cover is up;
 * an own event for each side, a scoring card played during #5 General Strike, a power struggle to
 * its country scoring, and the end screen.
 * Skips itself only when /usr/bin/chromium is missing outside CI (CI installs it).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { legalActions, type Action, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { CARD_NAMES } from '../../src/i18n/names/en.generated';
import { fixEntropy, mapSupport, openRecord, perform, record, recordOf, rotating, stateOf, struggleScript, supportById, type Policy } from './drive';
import { runBrowserTests, useSite } from './harness';

if (!runBrowserTests) console.warn('e2e tests skipped: /usr/bin/chromium is missing (install it with: apt-get install -y chromium)');

const kind = async (page: Page) => (await (await page.$('.prompt'))?.getAttribute('data-kind')) ?? null;
const actions = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record') ?? '{"actions":[]}').actions.length as number);
const handCards = (page: Page) => page.$$eval('[data-testid=hand] [data-card]', (els) => els.map((e) => e.getAttribute('data-card')!));

/** While the cover is up: no hand, no strategy card, no power-struggle card in the page. */
async function expectCovered(page: Page, hidden: string[]) {
  await page.waitForSelector('[data-testid=cover]');
  expect(await page.$('[data-testid=hand]')).toBeNull();
  expect(await page.$$('[data-card], [data-ps-card]')).toHaveLength(0);
  const html = await page.content();
  for (const c of hidden) expect(html).not.toContain(`data-card="${c}"`);
}

describe.skipIf(!runBrowserTests)('the game in Chromium', () => {
  const site = useSite();

  it('plays setup and a card through the handover, undoes, reloads and resumes', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await page.click('[data-testid=start]');
    await expectCovered(page, []);
    await page.click('[data-testid=confirm-handover]');

    // setup: 2/3/3/4/2 placements, the cover between the players
    let lastHand: string[] = await handCards(page);
    const setupTimings: number[] = [];
    for (let n = 0; n < 30; n++) {
      if (await page.$('[data-testid=cover]')) {
        await expectCovered(page, lastHand);
        await page.click('[data-testid=confirm-handover]');
      }
      if ((await kind(page)) !== 'setupPlace') break;
      lastHand = await handCards(page);
      await page.click('.space.target >> nth=0');
      if (await page.$('.prompt')) {
        await page.waitForFunction(() => performance.getEntriesByName('jn-click-to-map').length > 0);
        setupTimings.push(await page.evaluate(() => performance.getEntriesByName('jn-click-to-map')[0]!.duration));
        await page.evaluate(() => performance.clearMeasures('jn-click-to-map'));
      }
    }
    const sorted = [...setupTimings].sort((a, b) => a - b);
    console.log(`click to map repaint, ${sorted.length} setup clicks: median ${sorted[sorted.length >> 1]?.toFixed(1)} ms, min ${sorted[0]?.toFixed(1)} ms`);
    expect(await kind(page)).toBe('actionRound');
    expect(await actions(page)).toBe(14);

    // the Communist plays one of his own cards (or any) to place SPs
    const communistHand = await handCards(page);
    const own = await page.$('[data-testid=hand] button.card.card-communist:not([disabled])');
    await (own ?? (await page.$('[data-testid=hand] button.card:not([disabled])')))!.click();
    await page.click('[data-use=place]');
    if ((await kind(page)) === 'eventTiming') await page.click('[data-action=eventTiming] >> nth=1');
    expect(await kind(page)).toBe('placeSupport');
    const before = await actions(page);
    await page.click('.space.target >> nth=0');
    if ((await kind(page)) === 'placeSupport') {
      // undo the placement: the same player, no die, no draw
      expect(await page.isEnabled('[data-testid=undo]')).toBe(true);
      await page.click('[data-testid=undo]');
      expect(await actions(page)).toBe(before);
    }
    const timings: number[] = [];
    for (let n = 0; n < 10 && (await kind(page)) === 'placeSupport'; n++) {
      await page.click('.space.target >> nth=0');
      await page.waitForTimeout(50);
      timings.push(...(await page.evaluate(() => performance.getEntriesByName('jn-click-to-map').map((e) => e.duration))));
      await page.evaluate(() => performance.clearMeasures('jn-click-to-map'));
    }
    if (timings.length) console.log(`click to map repaint: ${timings.map((x) => x.toFixed(1)).join(', ')} ms`);

    // the Democrat decides now: the Communist's hand must not be in the page
    await expectCovered(page, communistHand);
    const saved = await actions(page);

    await page.reload();
    await page.click('[data-testid=resume]');
    await expectCovered(page, communistHand);
    await page.click('[data-testid=confirm-handover]');
    expect(await page.getAttribute('[data-testid=hand]', 'data-side')).toBe('democrat');
    expect(await actions(page)).toBe(saved);
    for (const c of communistHand) expect(await page.$(`[data-testid=hand] [data-card="${c}"]`)).toBeNull();
    await page.close();
  }, 120_000);

  it('works from a sub-path and refuses a bad save file without losing the game', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await page.click('[data-testid=start]');
    await page.click('[data-testid=confirm-handover]');
    await page.click('.space.target >> nth=0');
    // performance marks: from the click to the repaint of the map
    await page.waitForFunction(() => performance.getEntriesByName('jn-click-to-map').length > 0);
    const ms = await page.evaluate(() => performance.getEntriesByName('jn-click-to-map')[0]!.duration);
    console.log(`click to map repaint: ${ms.toFixed(1)} ms`);
    expect(ms).toBeLessThan(1000);
    await page.setInputFiles('[data-testid=import]', {
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{"version":1,"options":{"seed":"x"},"actions":[{"side":"democrat","type":"done"}]}'),
    });
    await page.waitForSelector('[role=alert]');
    expect(await page.textContent('[role=alert]')).toContain('not a saved game');
    expect(await actions(page)).toBe(1);
    await page.close();
  }, 60_000);
  it('starts a family game from the new-game dialog', async (ctx) => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    if (await page.isDisabled('[data-testid=mode-family]')) {
      const why = await page.textContent('[data-testid=family-why]');
      console.warn(`family-mode start skipped: the engine does not accept mode 'family' yet (${why})`);
      await page.close();
      ctx.skip();
      return;
    }
    await page.check('[data-testid=mode-family]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=cover]');
    const options = await page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!).options);
    expect(options).toEqual({ seed: expect.stringMatching(/^[0-9a-f]{32}$/), mode: 'family' });
    await page.click('[data-testid=confirm-handover]');
    await page.waitForSelector('[data-testid=hand]');
    await page.close();
  }, 60_000);

  it('plays the 13.0 bid through the covers and starts with the extra SPs recorded', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    await page.goto(site.url);
    await page.fill('[data-testid=name-0]', 'Bruce');
    await page.fill('[data-testid=name-1]', 'Jason');
    await page.check('[data-testid=balance-bid]');
    await page.click('[data-testid=start-bid]');
    // Bruce bids behind the cover
    expect(await page.textContent('[data-testid=bid-cover]')).toContain('Bruce');
    expect(await page.$('[data-testid=bid-form]')).toBeNull();
    await page.click('[data-testid=bid-show]');
    await page.check('[data-testid=bid-side-democrat]');
    await page.fill('[data-testid=bid-sp]', '2');
    await page.click('[data-testid=bid-seal]');
    // Jason's cover: no trace of Bruce's bid in the page
    await page.waitForSelector('[data-testid=bid-cover]');
    expect(await page.textContent('[data-testid=bid-cover]')).toContain('Jason');
    expect(await page.$('[data-testid=bid-sp]')).toBeNull();
    expect(await page.content()).not.toMatch(/value="2"|offers/);
    await page.click('[data-testid=bid-show]');
    expect(await page.inputValue('[data-testid=bid-sp]')).toBe('1');
    await page.check('[data-testid=bid-side-democrat]');
    await page.fill('[data-testid=bid-sp]', '1');
    await page.click('[data-testid=bid-seal]');
    expect(await page.textContent('[data-testid=bid-plays-0]')).toBe('Bruce plays the Communist.');
    expect(await page.textContent('[data-testid=bid-plays-1]')).toBe('Jason plays the Democrat.');
    await page.click('[data-testid=start]');
    await page.waitForSelector('[data-testid=cover]');
    expect(await page.textContent('[data-testid=cover-player]')).toBe('Bruce plays the Communist.');
    const options = await page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!).options);
    expect(options).toEqual({
      seed: expect.stringMatching(/^[0-9a-f]{32}$/),
      extraSupport: { side: 'democrat', sp: 2 },
      balanceBid: {
        bids: [
          { side: 'democrat', sp: 2 },
          { side: 'democrat', sp: 1 },
        ],
      },
    });
    await page.close();
  }, 60_000);

  it('plays an own event for each side through the handover cover; the map shows the SPs it placed', async () => {
    // seed ev-0 after setup: the Communist holds Apparatchiks (12), the Democrat St. Nicholas Church (24)
    const { record: rec } = record(
      'ev-0',
      (_s, legal) => legal[0]!,
      (s) => s.round > 0,
    );
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    const total = (m: Record<string, { communist: number; democrat: number }>, side: 'communist' | 'democrat') =>
      Object.values(m).reduce((n, r) => n + r[side], 0);

    for (const [side, card, gain] of [
      ['communist', 12, 3],
      ['democrat', 24, 4],
    ] as const) {
      expect(await page.getAttribute('[data-testid=hand]', 'data-side')).toBe(side);
      const hand = await handCards(page);
      expect(hand).toContain(String(card));
      const before = await mapSupport(page);
      await perform(page, { side, type: 'play', card, use: 'event' });
      // the event's own choices (Apparatchiks: three SPs on the map), first target each time
      for (let n = 0; n < 10 && !(await page.$('[data-testid=cover]')); n++) {
        const s = await stateOf(page);
        expect(s.prompt?.side).toBe(side);
        await perform(page, legalActions(s)[0]!);
      }
      await expectCovered(page, hand);
      await page.click('[data-testid=confirm-handover]');
      // the other player sees the map with exactly the engine's SPs
      const after = await mapSupport(page);
      expect(after).toEqual(supportById(await stateOf(page)));
      expect(total(after, side) - total(before, side)).toBe(gain);
      await page.click('[data-tab=log]');
      expect(await page.textContent('[data-testid=log]')).toContain(`Event: #${card} ${CARD_NAMES[card]!}`);
    }
    await page.close();
  }, 30_000);

  it('#5 General Strike: the Communist plays a held scoring card from his hand during the strike (FAQ 5)', async () => {
    // seed strike-4, the Democrat playing General Strike's event when he can: the strike, with a scoring card in hand
    const strike: Policy = (s, legal, n) => legal.find((a) => a.type === 'play' && a.card === 5 && a.use === 'event') ?? rotating(s, legal, n);
    const { record: rec, state } = record('strike-4', strike, (s) => s.prompt?.kind === 'card5:strike');
    const scoring = legalActions(state).find((a) => a.type === 'play');
    expect(scoring).toMatchObject({ side: 'communist', use: 'event' });
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    expect(await page.getAttribute('.prompt', 'data-kind')).toBe('card5:strike');
    await perform(page, scoring!);
    const after = await recordOf(page);
    expect(after.actions).toHaveLength(rec.actions.length + 1);
    expect(after.actions.at(-1)).toMatchObject(scoring!);
    await page.screenshot({ path: join(tmpdir(), 'jn1989-strike-scoring.png') }).catch(() => undefined);
    await page.close();
  }, 30_000);

  it('plays a scoring card through raise, lead, match and concede to the country scoring', async () => {
    // seed ps-1, 236 actions by the rotating policy: the Communist may play East Germany Scoring (42)
    const { record: rec, state } = record('ps-1', rotating, (_s, n) => n === 236);
    const scoring = legalActions(state).find(
      (a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && a.use === 'event' && CARDS[a.card]!.side === 'scoring',
    )!;
    expect(scoring.card).toBe(42);
    const policy = struggleScript;
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    // the struggle's deal and dice come from the entropy drawn in the page: fixed for this test
    await fixEntropy(page, 2);
    await openRecord(page, site.url, rec);
    await page.click('[data-testid=confirm-handover]');
    const vpBefore = await page.textContent('.vp-mini');
    expect(vpBefore).toBe('VP +4');
    await perform(page, scoring);
    const done: string[] = [];
    let sawTable = false;
    for (let n = 0; n < 40; n++) {
      if (await page.$('[data-testid=cover]')) {
        // the power-struggle hands are hidden too
        expect(await page.$$('[data-ps-card]')).toHaveLength(0);
        await page.click('[data-testid=confirm-handover]');
      }
      const s = await stateOf(page);
      if (!s.ps) break;
      sawTable ||= (await page.$('.ps-table')) !== null;
      const a = policy(s);
      done.push(`${s.prompt!.kind}:${a.type}`);
      await perform(page, a);
    }
    expect(sawTable).toBe(true);
    expect(done).toEqual(
      expect.arrayContaining(['psRaise:raise', 'psRaise:done', 'psRaiseDiscard:psDiscard', 'psAttack:psPlay', 'psDefend:psPlay', 'psDefend:concede']),
    );
    if (await page.$('[data-testid=cover]')) await page.click('[data-testid=confirm-handover]');
    // the aftermath is over: the struggle's course and the scoring breakdown, the VP moved
    const breakdown = await page.waitForSelector('.last-ps .breakdown');
    expect(await breakdown.textContent()).toContain('Country scoring: East Germany');
    const vpAfter = await page.textContent('.vp-mini');
    expect(vpAfter).not.toBe(vpBefore);
    expect(vpAfter).toBe(`VP ${(await stateOf(page)).vp > 0 ? '+' : '−'}${Math.abs((await stateOf(page)).vp)}`);
    await page.close();
  }, 30_000);

  it('ends at Verify Held Cards: the end screen names the winner and gives the log as text', async () => {
    // seed end-0: scoring cards are never played, so the Communist still holds one when turn 1 ends
    const holdScoring = (_s: GameState, legal: Action[]) => {
      const pool = legal.filter((a) => !(a.type === 'play' && CARDS[a.card]!.side === 'scoring'));
      const list = pool.length ? pool : legal;
      return list.find((a) => a.type === 'play' && a.use === 'place') ?? list[0]!;
    };
    const { record: full, state } = record('end-0', holdScoring, () => false);
    expect(state.result).toEqual({ winner: 'democrat', reason: 'held-scoring-card' });
    const last = full.actions[full.actions.length - 1]!;
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    // one action short of the end: without the whole game's checksum
    await openRecord(page, site.url, { ...full, actions: full.actions.slice(0, -1), checksum: undefined });
    await page.click('[data-testid=confirm-handover]');
    expect(await page.$('[data-testid=end-screen]')).toBeNull();
    await perform(page, last);
    await page.waitForSelector('[data-testid=end-screen]');
    expect(await page.textContent('[data-testid=end-winner]')).toBe('The Democrat wins!');
    expect(await page.textContent('[data-testid=end-reason]')).toContain('Communist held a scoring card');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('end-new-game');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=end-log]')]);
    expect(download.suggestedFilename()).toMatch(/^1989-\d{4}-\d{2}-\d{2}-\d+-log-en\.txt$/);
    const { readFileSync } = await import('node:fs');
    const text = readFileSync((await download.path())!, 'utf8');
    expect(text).toContain('Communist held a scoring card at the end of the turn.');
    expect(text).toContain('Game over: Democrat wins');
    await page.close();
  }, 30_000);
});
