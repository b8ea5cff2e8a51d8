/**
 * A friend's link cut and restored mid-roll, in real Chromium (docs/remote.md, "Drops and returns"):
 * the host's browser in the test's network namespace, the guest's in the far one inside it
 * (tests/e2e/netns.sh, tests/e2e/far-chromium.sh), so the veth pair is the only way between the
 * two pages and `ip link set … down` really separates them. The broker and the site are on the
 * pair's near end (10.89.0.1), which the far browser reaches only through the pair.
 *
 * Each case holds one message of a roll on its page (tests/e2e/wire.ts, GATE) until the link is
 * cut, then lets the page send it into the cut: the guest's or the host's commitment, the other's
 * share, the reveal, for a die roll and for a draw. While cut, each page says what it waits for and
 * nothing can be undone; restored, both settle on the same record with no refusal and no forfeit.
 * A short cut is restored before the channel's keepalive gives it up; a long one once both pages
 * show the friend's page as away, and the pages dial again.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apply, replayRecord, type Action, type GameRecord, type RecordedAction } from '../../src/engine';
import { NO_ENTROPY } from '../../src/store/entropy';
import { loopbackOnly, startBroker, WEBRTC_LOOPBACK } from './broker';
import { buildApp, CHROMIUM, launch, runBrowserTests, serve } from './harness';
import { GATE, WIRE_LOG } from './wire';

const NEAR = '10.89.0.1';
const FAR_CHROMIUM = fileURLToPath(new URL('./far-chromium.sh', import.meta.url));
const far = process.env.JN_FAR_PID;

/** Run `ip …` in the near namespace, or in the far one. */
function ip(where: 'near' | 'far', args: string): void {
  const run = where === 'near' ? spawnSync('sh', ['-c', `ip ${args}`]) : spawnSync('nsenter', ['-t', far!, '-n', 'sh', '-c', `ip ${args}`]);
  if (run.status !== 0) throw new Error(`ip ${args} (${where}): ${run.stderr}`);
}
/** The link at one end goes down: nothing passes between the namespaces. */
const cut = (end: 'near' | 'far') => ip(end, `link set ${end === 'near' ? 'jn0' : 'jn1'} down`);
/** Both ends up again, with the default routes a link going down takes away. */
function restore(): void {
  ip('near', 'link set jn0 up');
  ip('far', 'link set jn1 up');
  ip('near', 'route replace default via 10.89.0.2 dev jn0');
  ip('far', 'route replace default via 10.89.0.1 dev jn1');
}

/** The page's ICE asks no STUN or TURN server (there is none to reach here) and tries the pair's addresses only. */
function pairOnly(): void {
  const Base = RTCPeerConnection;
  window.RTCPeerConnection = class extends Base {
    constructor(config?: RTCConfiguration) {
      super({ ...config, iceServers: [] });
    }
  };
}

type Wire = { dir: 'out' | 'in'; k: string; at: number };
const wire = (p: Page) => p.evaluate(() => (window as unknown as { jnWire: Wire[] }).jnWire.slice());
const count = async (p: Page, dir: Wire['dir'], k: string) => (await wire(p)).filter((e) => e.dir === dir && e.k === k).length;
const held = (p: Page) => p.evaluate(() => (window as unknown as { jnHeld(): string[] }).jnHeld());
const hold = (p: Page, k: string) => p.evaluate((kind) => (window as unknown as { jnHold(k: string): void }).jnHold(kind), k);
const release = (p: Page) => p.evaluate(() => (window as unknown as { jnRelease(): void }).jnRelease());
const recordOf = (page: Page): Promise<GameRecord> => page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!) as GameRecord);
const over = (page: Page) => page.evaluate(() => (window as unknown as { jnAutoplay: { status(): { over: boolean } } }).jnAutoplay.status().over);
const stepAt = (page: Page) => page.evaluate((r) => (window as unknown as { jnAutoplay: { step(r: number): boolean } }).jnAutoplay.step(r), Math.random());
const state = (p: Page, s: string) => p.waitForSelector(`[data-testid=connection-state][data-state=${s}]`, { timeout: 60_000 });

describe.skipIf(!runBrowserTests || !far)(
  'a friend whose link is cut and restored mid-roll, two browsers in two network namespaces (tests/e2e/netns.sh)',
  () => {
    let near: Browser;
    let farBrowser: Browser;
    let url: string;
    let close: () => void;
    let broker: Awaited<ReturnType<typeof startBroker>>;
    const contexts: BrowserContext[] = [];

    beforeAll(async () => {
      const dir = await buildApp();
      const site = await serve(dir, NEAR);
      url = site.url;
      close = () => site.server.close();
      broker = await startBroker(NEAR);
      // the site is on the pair's address, not the loopback: Web Crypto needs it taken as a secure origin
      const args = [...WEBRTC_LOOPBACK, `--unsafely-treat-insecure-origin-as-secure=${new URL(url).origin}`];
      near = await launch(args, CHROMIUM);
      farBrowser = await launch(args, FAR_CHROMIUM);
    }, 180_000);
    afterAll(async () => {
      for (const c of contexts) await c.close().catch(() => undefined);
      await near?.close();
      await farBrowser?.close();
      await broker?.close();
      close?.();
    });

    async function device(browser: Browser): Promise<Page> {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      contexts.push(context);
      await context.addInitScript(pairOnly);
      await context.addInitScript(loopbackOnly);
      await context.addInitScript(WIRE_LOG);
      await context.addInitScript(GATE);
      await context.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
      return context.newPage();
    }

    /** Anna invites from the near browser, Bartek joins from the far one; both compare the pictures. */
    async function pair(): Promise<[Page, Page]> {
      const host = await device(near);
      await host.goto(`${url}?autoplay&broker=${encodeURIComponent(broker.url)}`);
      await host.click('[data-testid=online]');
      await host.fill('.online-panel input:not([type])', 'Anna');
      await host.check('.online-panel input[name=online-side] >> nth=0');
      await host.click('[data-testid=online-create]');
      const link = await host.inputValue('[data-testid=invite-link]');
      const guest = await device(farBrowser);
      await guest.goto(`${link}&autoplay`);
      await guest.fill('.online-panel input:not([type])', 'Bartek');
      await guest.click('[data-testid=join]');
      await Promise.all([host.click('[data-testid=pictures-match]', { timeout: 60_000 }), guest.click('[data-testid=pictures-match]', { timeout: 60_000 })]);
      await Promise.all([host.waitForSelector('[data-testid=online-bar]'), guest.waitForSelector('[data-testid=online-bar]')]);
      await Promise.all([state(host, 'connected'), state(guest, 'connected')]);
      return [host, guest];
    }

    /** Random legal moves at whichever page decides until `done`. */
    async function playUntil(a: Page, b: Page, done: () => Promise<boolean>): Promise<void> {
      for (let i = 0; i < 4000; i++) {
        if (await done()) return;
        if (await over(a)) throw new Error('the game ended first');
        if (!(await stepAt(a)) && !(await stepAt(b))) await a.waitForTimeout(15);
      }
      throw new Error('not reached');
    }

    /** Both pages hold the same record, at least `n` actions long. */
    async function settled(a: Page, b: Page, n: number): Promise<GameRecord> {
      await expect
        .poll(
          async () => {
            const [ra, rb] = await Promise.all([recordOf(a), recordOf(b)]);
            return ra.actions.length >= n && ra.checksum === rb.checksum;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
      const [ra, rb] = await Promise.all([recordOf(a), recordOf(b)]);
      expect(rb.actions).toEqual(ra.actions);
      return ra;
    }

    /** What a held commitment's action does at the roller's position: a die, or a draw. */
    async function kindOf(roller: Page, commitText: string): Promise<'die' | 'draw' | 'other'> {
      const m = JSON.parse(commitText) as { n: number; action: Action };
      const record = await recordOf(roller);
      expect(record.actions.length).toBe(m.n);
      const f = apply(replayRecord(record), { ...m.action, entropy: NO_ENTROPY } as RecordedAction).finality;
      return f.dice > 0 ? 'die' : f.draws > 0 ? 'draw' : 'other';
    }

    interface Case {
      roller: 'host' | 'guest';
      step: 'commit' | 'share' | 'reveal';
      kind: 'die' | 'draw';
      long: boolean;
    }

    /**
     * One case: the roller's next roll of `kind`, with the link cut (at the roller's end) just before
     * `step` leaves its page, and restored after a short while or after both pages lost the channel.
     */
    async function cutDuring(host: Page, guest: Page, c: Case): Promise<void> {
      const [roller, other] = c.roller === 'host' ? [host, guest] : [guest, host];
      const end = c.roller === 'host' ? 'near' : 'far';
      // the roller's next commitment of this kind is held on its page
      for (;;) {
        await hold(roller, 'commit');
        await playUntil(host, guest, async () => (await held(roller)).length > 0);
        const [text] = await held(roller);
        if ((await kindOf(roller, text!)) === c.kind) break;
        // another roll: it goes as it would
        const n = (await recordOf(roller)).actions.length;
        await release(roller);
        await settled(host, guest, n + 1);
      }
      const n = (await recordOf(roller)).actions.length;
      // the message of this step is held on the page that sends it
      const sender = c.step === 'share' ? other : roller;
      if (c.step !== 'commit') {
        await hold(sender, c.step);
        await release(roller);
        await expect.poll(async () => (await held(sender)).length, { timeout: 60_000 }).toBeGreaterThan(0);
      }
      const arrived = await count(sender === roller ? other : roller, 'in', c.step);
      const greets = await count(host, 'in', 'greet');
      cut(end);
      // the page sends it into the cut link
      await release(sender);
      await expect.poll(async () => (await held(sender)).length).toBe(0);
      // nothing can be undone on the rolling page while the roll is open
      expect(await roller.isDisabled('[data-testid=undo]')).toBe(true);
      // each page says what it waits for: the roll with the friend's page, or the friend's page itself
      const says = '[data-testid=online-rolling], [data-testid=online-waiting], [data-testid=online-friend-moves]';
      await Promise.all([roller.waitForSelector(says), other.waitForSelector(says)]);
      if (c.long) {
        // long enough for the channel's keepalive to give it up on both pages: each waits for the other's page to come back
        await Promise.all([state(host, 'reconnecting'), state(guest, 'reconnecting')]);
        await Promise.all([host.waitForSelector('[data-testid=online-waiting]'), guest.waitForSelector('[data-testid=online-waiting]')]);
        // the cut is real: what was sent into it never arrived
        expect(await count(sender === roller ? other : roller, 'in', c.step)).toBe(arrived);
        expect(await roller.isDisabled('[data-testid=undo]')).toBe(true);
      }
      restore();
      await Promise.all([state(host, 'connected'), state(guest, 'connected')]);
      const record = await settled(host, guest, n + 1);
      expect(record.actions[n]!.shares).toBeDefined();
      // a short cut kept the channel, a long one was dialled again (and proven again)
      if (c.long) expect(await count(host, 'in', 'greet')).toBeGreaterThan(greets);
      else expect(await count(host, 'in', 'greet')).toBe(greets);
      for (const p of [host, guest]) {
        expect(await p.$('[data-testid=online-refused]')).toBeNull();
        expect(await p.$('[data-testid=online-forfeit]')).toBeNull();
      }
    }

    it('the cut is real: a message sent while the link is down does not arrive, and the pages meet again once it is up', async () => {
      const [host, guest] = await pair();
      const said = await count(guest, 'in', 'say');
      cut('far');
      await host.selectOption('[data-testid=quick-message]', 'backSoon');
      await expect.poll(async () => count(host, 'out', 'say')).toBeGreaterThan(0);
      await Promise.all([state(host, 'reconnecting'), state(guest, 'reconnecting')]);
      expect(await count(guest, 'in', 'say')).toBe(said);
      restore();
      await Promise.all([state(host, 'connected'), state(guest, 'connected')]);
      await host.selectOption('[data-testid=quick-message]', 'thanks');
      await expect.poll(async () => count(guest, 'in', 'say'), { timeout: 30_000 }).toBe(said + 1);
    }, 300_000);

    for (const long of [false, true])
      for (const roller of ['guest', 'host'] as const)
        it(`${long ? 'a long cut (the pages dial again)' : 'a short cut (the channel holds)'}, the ${roller}'s die roll: cut with the commitment, the share, then the reveal in flight; both settle the same, nothing refused`, async () => {
          const [host, guest] = await pair();
          for (const step of ['commit', 'share', 'reveal'] as const) await cutDuring(host, guest, { roller, step, kind: 'die', long });
        }, 900_000);

    // a draw: the deal at a turn's start (4.2) or a card's random draw, as the random moves bring them
    for (const [roller, step, long] of [
      ['guest', 'commit', false],
      ['host', 'share', true],
      ['guest', 'reveal', false],
      ['host', 'commit', true],
    ] as const)
      it(`a draw of the ${roller}'s, the link cut with the ${step} in flight (${long ? 'long' : 'short'}): both settle the same, nothing refused`, async () => {
        const [host, guest] = await pair();
        await cutDuring(host, guest, { roller, step, kind: 'draw', long });
      }, 600_000);
  },
);
