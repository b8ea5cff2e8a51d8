/**
 * A roll that survives a dropped connection, in real Chromium (docs/remote.md, "Drops and returns"):
 * the host's page and the guest's page are two Chromium processes, each in a network namespace of
 * its own with a link of its own (tests/e2e/links.ts), the broker on the bridge between them. On
 * one page's turn its link, or its friend's, is cut (`ip link set … down`); the page plays a card
 * for support checks (6.0) and taps a target, or takes an action that draws cards (4.1), so its roll
 * (commitment → friend's share → reveal) cannot reach the other page; after 30 s the link is
 * restored. Both pages
 * say meanwhile what they wait for, nothing can be undone on the rolling page, and after the
 * restore they meet again, the roll settles, the game goes on, and neither page refuses anything.
 *
 * The site itself is served to each page by the test (Playwright's routing, as an installed copy of
 * the game would be), so a chunk loaded during the cut still loads: only the game's connection —
 * the broker and the data channel — goes over the links.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, legalActions, replayRecord, RULES_VERSION, type Action, type GameRecord, type RecordedAction, type Side } from '../../src/engine';
import { firstWrongShare } from '../../src/online/crypto';
import { loopbackOnly, startBroker, WEBRTC_LOOPBACK } from './broker';
import { perform } from './drive';
import { buildApp, launch, runBrowserTests, SUB_PATH } from './harness';
import { BRIDGE, device as linkedDevice, type Device as Linked } from './links';

/** The site's address as the pages see it (answered by the test, never by the network); 127.0.0.1 is a secure context. */
const SITE = `http://127.0.0.1:8089${SUB_PATH}`;
const CUT_MS = 30_000;
/**
 * WEBRTC_LOOPBACK's flags, and the page on 127.0.0.1 (there only to be a secure context) allowed to
 * reach the broker on the links' private addresses, as a page of the published site reaches a
 * public broker.
 */
const LINKED = [WEBRTC_LOOPBACK[0]!, '--disable-features=WebRtcHideLocalIpsWithMdns,LocalNetworkAccessChecks'];
const NO_ENTROPY = '0'.repeat(32);

interface Status {
  actions: number;
  over: boolean;
  rolling: boolean;
  final: boolean;
}
const recordOf = (page: Page): Promise<GameRecord> => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!) as GameRecord);
const status = (page: Page): Promise<Status> => page.evaluate(() => (window as unknown as { jnAutoplay: { status(): Status } }).jnAutoplay.status());
const stepAt = (page: Page) => page.evaluate((r) => (window as unknown as { jnAutoplay: { step(r: number): boolean } }).jnAutoplay.step(r), Math.random());
const connected = (page: Page, timeout = 30_000) => page.waitForSelector('[data-testid=connection-state][data-state=connected]', { timeout });
const refused = async (page: Page) => (await page.$('[data-testid=online-refused]')) !== null || (await page.$('[data-testid=online-forfeit]')) !== null;

type Kind = 'die' | 'draw';

/** What randomness an action of `s` uses (applied to a copy with no entropy): a die, a draw, or none. */
function randomKind(record: GameRecord, a: Action): Kind | null {
  let next;
  try {
    next = apply(replayRecord(record), { ...a, entropy: NO_ENTROPY } as RecordedAction);
  } catch {
    return null;
  }
  if (!next.finality.random) return null;
  return next.finality.draws > 0 ? 'draw' : next.finality.dice > 0 ? 'die' : null;
}

/**
 * The steps of the roll to make on `side`'s page, if it decides now: for a die, a card played for
 * support checks (6.0; the play itself rolls nothing) and the first target it offers; for a draw,
 * one action that draws.
 */
function rollSteps(record: GameRecord, side: Side, kind: Kind): Action[] | null {
  const state = replayRecord(record);
  if (state.result || state.prompt?.side !== side) return null;
  const legal = legalActions(state);
  if (kind === 'draw') {
    const draw = legal.find((a) => a.type !== 'concede' && randomKind(record, a) === 'draw');
    return draw ? [draw] : null;
  }
  for (const play of legal) {
    if (play.type !== 'play' || play.use !== 'check' || randomKind(record, play) !== null) continue;
    const after = apply(state, { ...play, entropy: NO_ENTROPY } as RecordedAction);
    if (after.prompt?.side !== side) continue;
    const target = legalActions(after).find((a) => a.type === 'check');
    if (target) return [play, target];
  }
  return null;
}

describe.skipIf(!runBrowserTests)('a roll that survives a cut link, two Chromium processes on links of their own', () => {
  let dist: string;
  let broker: Awaited<ReturnType<typeof startBroker>>;
  const links: Linked[] = [];
  const browsers: Browser[] = [];
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    dist = await buildApp();
    for (const [name, host] of [
      ['jna', 2],
      ['jnb', 3],
    ] as const) {
      const link = await linkedDevice(name, host);
      links.push(link);
      browsers.push(await launch(LINKED, link.chromium));
    }
    broker = await startBroker(BRIDGE);
  }, 240_000);
  afterAll(async () => {
    for (const c of contexts) await c.close().catch(() => undefined);
    for (const b of browsers) await b.close().catch(() => undefined);
    await broker?.close();
    for (const l of links) l.close();
  });

  /** A page of the device `at` (0: the host's, 1: the guest's), its site answered by the test. */
  async function page(at: 0 | 1): Promise<Page> {
    const context = await browsers[at]!.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
    contexts.push(context);
    await context.route(`${SITE}**`, (route) => {
      const path = new URL(route.request().url()).pathname.slice(SUB_PATH.length);
      return route.fulfill({ path: `${dist}/${path && !path.endsWith('/') ? path : `${path}index.html`}` });
    });
    await context.addInitScript(loopbackOnly);
    await context.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
    const p = await context.newPage();
    const logs: string[] = [];
    (p as unknown as { logs: string[] }).logs = logs;
    p.on('console', (m) => logs.push(m.text()));
    p.on('requestfailed', (r) => logs.push(`failed ${r.url()} ${r.failure()?.errorText}`));
    return p;
  }

  /** The host (the Communist) invites on device A, the guest joins on device B; both at the table, connected. */
  async function pair(): Promise<[Page, Page]> {
    const host = await page(0);
    await host.goto(`${SITE}?autoplay&broker=${encodeURIComponent(broker.url)}`);
    await host.click('[data-testid=online]');
    await host.fill('.online-panel input:not([type])', 'Anna');
    await host.check('.online-panel input[name=online-side] >> nth=0');
    await host.click('[data-testid=online-create]');
    const link = await host.inputValue('[data-testid=invite-link]');
    expect(link).toContain(`rules=${RULES_VERSION}`);
    const guest = await page(1);
    await guest.goto(`${link}&autoplay`);
    await guest.fill('.online-panel input:not([type])', 'Bartek');
    await guest.click('[data-testid=join]');
    try {
      for (const p of [host, guest]) await p.click('[data-testid=pictures-match]', { timeout: 60_000 });
    } catch (e) {
      for (const p of [host, guest])
        console.log('the page when the pictures did not come:', (await p.textContent('body'))?.slice(0, 600), (p as unknown as { logs: string[] }).logs);
      throw e;
    }
    await Promise.all([connected(host), connected(guest)]);
    return [host, guest];
  }

  /** Random legal moves at whichever page decides, until `until` holds; a game that ends first gives null. */
  async function playUntil<T>(a: Page, b: Page, until: () => Promise<T | null>, limit = 4000): Promise<T | null> {
    for (let i = 0; i < limit; i++) {
      const found = await until();
      if (found) return found;
      const [sa, sb] = await Promise.all([status(a), status(b)]);
      if (sa.over || sb.over) return null;
      if (!(await stepAt(a)) && !(await stepAt(b))) await a.waitForTimeout(15);
    }
    throw new Error('no such moment came');
  }

  /** Both pages hold the same record, the last message arrived. */
  async function agree(a: Page, b: Page, timeout = 30_000): Promise<GameRecord> {
    await expect.poll(async () => (await recordOf(a)).checksum === (await recordOf(b)).checksum, { timeout }).toBe(true);
    const [ra, rb] = await Promise.all([recordOf(a), recordOf(b)]);
    expect(rb.actions).toEqual(ra.actions);
    return ra;
  }

  /**
   * Who rolls, whose link is cut, and what is rolled. The roller's own link cut: its commitment never
   * leaves it. The friend's link cut: the commitment goes out into a dead link and is lost with the
   * channel (docs/remote.md, "Drops and returns").
   */
  const cases: [roller: 'host' | 'guest', cut: 'host' | 'guest', kind: Kind][] = [
    ['guest', 'guest', 'die'],
    ['host', 'host', 'die'],
    ['guest', 'host', 'die'],
    ['host', 'guest', 'die'],
    ['guest', 'guest', 'draw'],
    ['host', 'host', 'draw'],
    ['guest', 'host', 'draw'],
    ['host', 'guest', 'draw'],
  ];
  for (const [rolls, cut, kind] of cases)
    it(`the ${cut}'s link cut for 30 s while the ${rolls}'s page ${kind === 'die' ? 'plays a card for support checks (6.0) and taps a target' : 'draws cards (4.1)'}: both pages say what they wait for, nothing is undone, and after the restore the roll settles, the game goes on, nothing is refused`, async () => {
      let pages: [Page, Page] | null = null;
      let steps: Action[] | null = null;
      // a game may end before the moment comes (a held scoring card, 4.5): one more is begun
      for (let attempt = 0; attempt < 4 && !steps; attempt++) {
        for (const c of contexts.splice(0)) await c.close();
        pages = await pair();
        const roller = rolls === 'host' ? pages[0] : pages[1];
        const side: Side = rolls === 'host' ? 'communist' : 'democrat';
        steps = await playUntil(pages[0], pages[1], async () => {
          const s = await status(roller);
          return s.rolling ? null : rollSteps(await recordOf(roller), side, kind);
        });
      }
      expect(steps).not.toBeNull();
      const [host, guest] = pages!;
      const [roller, other] = rolls === 'host' ? [host, guest] : [guest, host];
      const link = links[cut === 'host' ? 0 : 1]!;
      const before = (await recordOf(roller)).actions.length;

      link.cut();
      const cutAt = Date.now();
      let waited = 0;
      try {
        for (const a of steps!) await perform(roller, a);
        await expect.poll(async () => (await status(roller)).rolling, { timeout: 10_000 }).toBe(true);
        // each page says what it waits for: the rolling page for the friend's page and the roll in flight, the other for the friend's page
        const waitRoll = await roller.waitForSelector('[data-testid=online-waiting]', { timeout: CUT_MS - 2000 });
        expect(await waitRoll.textContent()).toMatch(/come back: the roll in flight is settled when it does, and nothing can be undone meanwhile/);
        const waitBack = await other.waitForSelector('[data-testid=online-waiting]', { timeout: CUT_MS - 2000 });
        expect(await waitBack.textContent()).toMatch(/Waiting for (Anna|Bartek)’s page to come back/);
        waited = Date.now() - cutAt;
        // nothing can be undone meanwhile: the roll made this page's steps final
        expect(await roller.isDisabled('[data-testid=undo]')).toBe(true);
        expect((await status(roller)).final).toBe(true);
        // the roll is settled on neither page without the other: the steps before it are all the rolling page holds
        expect((await recordOf(roller)).actions.length).toBe(before + steps!.length - 1);
        expect((await recordOf(other)).actions.length).toBeLessThanOrEqual(before + steps!.length - 1);
        expect(await refused(roller)).toBe(false);
        expect(await refused(other)).toBe(false);
        // the cut lasts its 30 s
        await roller.waitForTimeout(Math.max(0, cutAt + CUT_MS - Date.now()));
      } finally {
        link.restore();
      }

      // both pages meet again (a host's page registers again at the broker, which lets its old registration go first)
      const restoredAt = Date.now();
      await Promise.all([connected(host, 180_000), connected(guest, 180_000)]);
      await expect.poll(async () => (await status(roller)).rolling, { timeout: 60_000 }).toBe(false);
      console.log(
        `${cut}'s link cut, ${rolls}'s ${kind}: both pages waiting ${(waited / 1000).toFixed(1)} s after the cut; the roll settled ${((Date.now() - restoredAt) / 1000).toFixed(1)} s after the restore`,
      );
      const settled = await agree(host, guest, 60_000);
      const rolled = settled.actions[before + steps!.length - 1]!;
      expect({ ...rolled, entropy: undefined, shares: undefined }).toEqual({ ...steps!.at(-1)!, entropy: undefined, shares: undefined });
      expect(rolled.shares).toHaveLength(2);
      expect(await firstWrongShare(settled)).toBeNull();
      expect(await refused(host)).toBe(false);
      expect(await refused(guest)).toBe(false);

      // the game goes on: twenty more actions (or its end), both pages agreeing, nothing refused
      const n = settled.actions.length;
      await playUntil(host, guest, async () => ((await recordOf(host)).actions.length > n + 20 ? true : null));
      // the page deciding may hold steps it can still undo: one record is the other's beginning
      const prefix = async () => {
        const [ra, rb] = await Promise.all([recordOf(host), recordOf(guest)]);
        const [short, long] = ra.actions.length <= rb.actions.length ? [ra, rb] : [rb, ra];
        return JSON.stringify(long.actions.slice(0, short.actions.length)) === JSON.stringify(short.actions) ? long : null;
      };
      await expect.poll(prefix, { timeout: 30_000 }).not.toBeNull();
      const later = (await prefix())!;
      expect(later.actions.length).toBeGreaterThan(n);
      expect(await refused(host)).toBe(false);
      expect(await refused(guest)).toBe(false);
    }, 600_000);
});
