/**
 * How long a move takes to reach the friend's page (docs/remote.md, "Latency"): builds the page,
 * starts a PeerJS broker on 127.0.0.1, opens two Chromium pages (two browser contexts, two
 * devices), invites and joins, then plays random legal moves and times each from the moment one
 * page takes it to the moment the other page's DOM shows it (its record has it and React has
 * rendered). Timed separately: actions without dice, and die rolls (a roll adds one round trip:
 * commitment, the friend's share, the reveal). A benchmark, not a test.
 *
 * WebRTC between two pages works only in a network namespace of its own (tests/e2e/netns.sh), so
 * the npm script runs it there: `npm run online-latency [-- --actions 200]`.
 */
import { cpus } from 'node:os';
import type { Page } from 'playwright-core';
import { buildApp, launch, serve } from '../tests/e2e/harness';
import { loopbackOnly, startBroker, WEBRTC_LOOPBACK } from '../tests/e2e/broker';

interface Stepped {
  did: boolean;
  t0: number;
  before: number;
  actions: number;
  rolling: boolean;
  final: boolean;
  over: boolean;
}

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};

// Scripts run in the pages are strings: the script runner's helpers do not exist there.

/** In the page: note the time of every change of the record's length, as the DOM shows it. */
const WATCH = `(() => {
  window.jnSeen = [];
  let last = window.jnAutoplay.status().actions;
  const check = () => {
    const n = window.jnAutoplay.status().actions;
    if (n === last) return;
    last = n;
    window.jnSeen.push({ n, t: performance.timeOrigin + performance.now() });
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  setInterval(check, 4);
})()`;

/** In the page: one random legal move of this screen, with the time it was taken. */
const STEP = `(() => {
  const auto = window.jnAutoplay;
  const before = auto.status().actions;
  const t0 = performance.timeOrigin + performance.now();
  const did = auto.step(Math.random());
  return { did, t0, before, ...auto.status() };
})()`;

/** When the page's record first had at least `n` actions (null: not within `ms`). */
async function seenAt(page: Page, n: number, ms = 10_000): Promise<number | null> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const t = (await page.evaluate(`window.jnSeen.find((e) => e.n >= ${n})?.t ?? null`)) as number | null;
    if (t !== null) return t;
    await new Promise((ok) => setTimeout(ok, 3));
  }
  return null;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? NaN;
};
const report = (what: string, xs: number[]) =>
  console.log(
    `${what}: ${xs.length} samples, median ${quantile(xs, 0.5).toFixed(1)} ms, p95 ${quantile(xs, 0.95).toFixed(1)} ms, max ${Math.max(...xs).toFixed(1)} ms`,
  );

async function main() {
  const want = arg('actions', 200);
  const dir = await buildApp();
  const { url, server } = await serve(dir);
  const broker = await startBroker();
  const browser = await launch(WEBRTC_LOOPBACK);
  const plain: number[] = [];
  const rolls: number[] = [];
  try {
    const device = async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addInitScript(loopbackOnly);
      await context.addInitScript(() => localStorage.setItem('jn1989.lang', 'en'));
      return context.newPage();
    };
    for (let game = 0; game < 20 && (plain.length < want || rolls.length < want); game++) {
      const host = await device();
      await host.goto(`${url}?autoplay&broker=${encodeURIComponent(broker.url)}`);
      await host.click('[data-testid=online]');
      await host.fill('.online-panel input:not([type])', 'Anna');
      await host.click('[data-testid=online-create]');
      const link = await host.inputValue('[data-testid=invite-link]');
      const guest = await device();
      await guest.goto(`${link}&autoplay`);
      await guest.fill('.online-panel input:not([type])', 'Bartek');
      await guest.click('[data-testid=join]');
      for (const p of [host, guest]) await p.waitForSelector('[data-testid=connection-state][data-state=connected]', { timeout: 30_000 });
      await Promise.all([host.evaluate(WATCH), guest.evaluate(WATCH)]);
      for (let i = 0; i < 5000; i++) {
        let s = (await host.evaluate(STEP)) as Stepped;
        let [me, friend] = [host, guest];
        if (!s.did) {
          s = (await guest.evaluate(STEP)) as Stepped;
          [me, friend] = [guest, host];
        }
        if (s.over) break;
        if (!s.did) {
          await host.waitForTimeout(10);
          continue;
        }
        // a roll: the action reaches the friend after the commitment, his share and the reveal
        const kind = s.rolling ? rolls : s.final && s.actions > s.before ? plain : null;
        if (!kind) continue;
        const target = s.rolling ? s.before + 1 : s.actions;
        const t = await seenAt(friend, target);
        if (t === null) throw new Error(`the friend's page did not show action ${target}`);
        kind.push(t - s.t0);
        // the next move starts from pages that agree (a roll settles on this page too)
        if (s.rolling) await seenAt(me, target);
        if (plain.length >= want && rolls.length >= want) break;
      }
      console.log(`game ${game + 1}: ${plain.length} actions without dice, ${rolls.length} rolls so far`);
      await host.context().close();
      await guest.context().close();
    }
  } finally {
    await browser.close();
    await broker.close();
    server.close();
  }
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${cpus()[0]?.model ?? 'unknown CPU'} × ${cpus().length}, Node ${process.version}, Chromium at /usr/bin/chromium`,
  );
  report('actions without dice', plain);
  report('die rolls and draws (commit, share, reveal)', rolls);
}

// the broker's sockets may hold the process open after closing
main().then(
  () => process.exit(),
  (e) => {
    console.error(e);
    process.exit(1);
  },
);
