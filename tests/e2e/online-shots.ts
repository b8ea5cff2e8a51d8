/**
 * Screenshots of playing a friend on another device (run inside a network namespace of its own:
 * `JN_NETNS=1 unshare -rn sh tests/e2e/netns.sh npx tsx tests/e2e/online-shots.ts [all|en|pl|de] [laptop|phone]`):
 * the invitation form, the waiting room (link, Copy, QR code), the screen the friend opens the link
 * to, a game in progress with the friend's move narrated, and a reconnect (the friend's page
 * gone and opened again by the same link: "reconnecting…", then connected), on a laptop (1366×768) and a phone (390×844). A broker
 * of our own on 127.0.0.1; two browser contexts are the two devices. Also checks axe on the
 * invitation, the waiting room, the join screen and the table's online bar.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { buildApp, launch, serve } from './harness';
import { loopbackOnly, startBroker, WEBRTC_LOOPBACK } from './broker';

const DEVICES = {
  laptop: { viewport: { width: 1366, height: 768 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

const NAMES: Record<string, [string, string]> = { en: ['Anna', 'Bartek'], pl: ['Anna', 'Bartek'], de: ['Anna', 'Bartek'] };

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** Serious and critical axe findings in the part of the page `selector` picks. */
async function axe(page: Page, selector: string, what: string): Promise<number> {
  await page.addScriptTag({ content: axeSource });
  const found = (await page.evaluate(
    `axe.run(${JSON.stringify(selector)}, { resultTypes: ['violations'] }).then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))`,
  )) as string[];
  console.log(`axe ${what}: ${found.length} serious/critical${found.length ? ` (${found.join('; ')})` : ''}`);
  return found.length;
}

const step = (page: Page) => page.evaluate((r) => (window as unknown as { jnAutoplay: { step(r: number): boolean } }).jnAutoplay.step(r), Math.random());
const actions = (page: Page) => page.evaluate(() => (window as unknown as { jnAutoplay: { status(): { actions: number } } }).jnAutoplay.status().actions);
const connected = (page: Page) => page.waitForSelector('[data-testid=connection-state][data-state=connected]', { timeout: 30_000 });

async function main() {
  const langs = process.argv[2] && process.argv[2] !== 'all' ? [process.argv[2]] : ['en', 'pl', 'de'];
  const only = process.argv[3];
  const out = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
  mkdirSync(out, { recursive: true });
  const dir = await buildApp();
  const { url, server } = await serve(dir);
  const broker = await startBroker();
  const browser: Browser = await launch(WEBRTC_LOOPBACK);
  let serious = 0;
  try {
    for (const lang of langs)
      for (const device of Object.keys(DEVICES) as (keyof typeof DEVICES)[]) {
        if (only && only !== device) continue;
        const suffix = lang === 'en' ? '' : `-${lang}`;
        const shot = async (page: Page, name: string) => {
          await page.waitForTimeout(300);
          await page.screenshot({ path: `${out}/online-${name}-${device}${suffix}.png` });
          console.log(`docs/screenshots/online-${name}-${device}${suffix}.png`);
        };
        const open = async () => {
          const context = await browser.newContext(DEVICES[device]);
          await context.addInitScript(loopbackOnly);
          await context.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
          return context.newPage();
        };
        const [hostName, guestName] = NAMES[lang] ?? NAMES.en!;
        // the invitation form, filled in
        const host = await open();
        await host.goto(`${url}?autoplay&aiPace=1500&broker=${encodeURIComponent(broker.url)}`);
        await host.click('[data-testid=online]');
        await host.fill('.online-panel input:not([type])', hostName);
        await host.check('.online-panel input[name=online-side] >> nth=0');
        await shot(host, 'invite');
        if (device === 'laptop') serious += await axe(host, '.online-panel', `invitation (${lang})`);
        // the waiting room
        await host.click('[data-testid=online-create]');
        const link = await host.inputValue('[data-testid=invite-link]');
        await host.waitForTimeout(500);
        await shot(host, 'waiting');
        if (device === 'laptop') serious += await axe(host, '.online-panel', `waiting room (${lang})`);
        // what the friend sees on opening the link
        const guest = await open();
        await guest.goto(`${link}&autoplay&aiPace=1500`);
        await guest.waitForSelector('[data-testid=join]');
        await guest.fill('.online-panel input:not([type])', guestName);
        await shot(guest, 'join');
        if (device === 'laptop') serious += await axe(guest, '.online-panel', `join screen (${lang})`);
        await guest.click('[data-testid=join]');
        await Promise.all([host.click('[data-testid=pictures-match]', { timeout: 30_000 }), guest.click('[data-testid=pictures-match]', { timeout: 30_000 })]);
        await Promise.all([host.waitForSelector('[data-testid=online-bar]'), guest.waitForSelector('[data-testid=online-bar]')]);
        await Promise.all([connected(host), connected(guest)]);
        if (device === 'laptop') serious += await axe(host, '[data-testid=online-bar]', `online bar (${lang})`);
        // into the game by random legal moves; then the host waits and the friend (the Democrat) moves
        while ((await actions(host)) < 24) if (!(await step(host)) && !(await step(guest))) await host.waitForTimeout(20);
        while (await step(host)) await host.waitForTimeout(20);
        // the narration of the moves made so far fades (at most 10 s), then the friend moves
        await host.waitForSelector('[data-testid=narration]', { state: 'detached', timeout: 12_000 }).catch(() => undefined);
        const narrated = async () => {
          for (let k = 0; k < 60; k++) {
            if (!(await step(guest))) {
              if (await step(host)) continue;
            }
            const seen = await host
              .waitForSelector('[data-testid=narration]', { timeout: 1200 })
              .then(() => true)
              .catch(() => false);
            if (seen) return true;
          }
          return false;
        };
        if (await narrated()) {
          await host.waitForTimeout(700);
          await host.mouse.move(2, 2);
          await shot(host, 'narrated');
        } else console.log(`${device}: no narration of the friend's move seen`);
        // a reconnect: the friend's page goes away (a reload, a closed laptop) and comes back by the same link
        const at = guest.url();
        await guest.goto('about:blank');
        await host.waitForSelector('[data-testid=connection-state][data-state=reconnecting]', { timeout: 30_000 });
        await shot(host, 'reconnecting');
        await guest.goto(at);
        await Promise.all([connected(host), connected(guest)]);
        await shot(host, 'reconnected');
        await guest.context().close();
        await host.context().close();
      }
  } finally {
    await browser.close();
    await broker.close();
    server.close();
  }
  if (serious) {
    console.error(`${serious} serious or critical axe findings`);
    process.exitCode = 1;
  }
}

// the broker's sockets may hold the process open after closing
main().then(
  () => process.exit(),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
