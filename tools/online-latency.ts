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
import { cpus, loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
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

/**
 * In the page: note the time of every change of the record's length, as the DOM shows it, and let
 * the script wait for one (`jnWhen`) without polling the page from outside.
 */
const WATCH = `(() => {
  window.jnSeen = [];
  const waiting = [];
  let last = window.jnAutoplay.status().actions;
  const check = () => {
    const n = window.jnAutoplay.status().actions;
    if (n === last) return;
    last = n;
    const t = performance.timeOrigin + performance.now();
    window.jnSeen.push({ n, t });
    for (const w of waiting.splice(0)) if (n >= w.n) w.ok(t); else waiting.push(w);
  };
  window.jnWhen = (n, ms) => {
    const seen = window.jnSeen.find((e) => e.n >= n);
    if (seen) return Promise.resolve(seen.t);
    return new Promise((ok) => {
      waiting.push({ n, ok });
      setTimeout(() => ok(null), ms);
    });
  };
  new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  setInterval(check, 4);
})()`;

/**
 * In each page, before it loads: note when each message of the game leaves or arrives on the data
 * channel (its type, read from the text's start), so a move's time splits into the pages' work and
 * the wire's. The keepalive is left out.
 */
const WIRE_LOG = `(() => {
  const log = (window.jnWire = []);
  const now = () => performance.timeOrigin + performance.now();
  const kind = (d) => (typeof d === 'string' ? (/^\\{"t":"(\\w+)"/.exec(d.slice(0, 24))?.[1] ?? null) : null);
  const send = RTCDataChannel.prototype.send;
  RTCDataChannel.prototype.send = function (d) {
    const k = kind(d);
    if (k) log.push({ dir: 'out', k, at: now() });
    return send.call(this, d);
  };
  const add = RTCDataChannel.prototype.addEventListener;
  const wired = new WeakSet();
  RTCDataChannel.prototype.addEventListener = function (type, ...rest) {
    if (type === 'message' && !wired.has(this)) {
      wired.add(this);
      add.call(this, 'message', (e) => {
        const k = kind(e.data);
        if (k) log.push({ dir: 'in', k, at: now() });
      });
    }
    return add.call(this, type, ...rest);
  };
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
const seenAt = (page: Page, n: number, ms = 10_000) => page.evaluate(`window.jnWhen(${n}, ${ms})`) as Promise<number | null>;

type Wire = { dir: 'out' | 'in'; k: string; at: number };
const wireSince = (page: Page, t0: number) => page.evaluate(`window.jnWire.filter((e) => e.at >= ${t0})`) as Promise<Wire[]>;

/** Where one move's time went, phase by phase, from the two pages' notes on the data channel. */
async function phases(me: Page, friend: Page, t0: number, seen: number, rolling: boolean): Promise<Record<string, number> | null> {
  const [mine, theirs] = await Promise.all([wireSince(me, t0), wireSince(friend, t0)]);
  const at = (log: Wire[], dir: Wire['dir'], k: string, after = t0) => log.find((e) => e.dir === dir && e.k === k && e.at >= after)?.at ?? null;
  if (!rolling) {
    const out = at(mine, 'out', 'act');
    const arrived = out === null ? null : at(theirs, 'in', 'act', out - 1);
    if (out === null || arrived === null) return null;
    return { 'sender, to the send': out - t0, wire: arrived - out, 'receiver, to the DOM': seen - arrived };
  }
  const commit = at(mine, 'out', 'commit');
  const commitIn = commit === null ? null : at(theirs, 'in', 'commit', commit - 1);
  const share = commitIn === null ? null : at(theirs, 'out', 'share', commitIn);
  const shareIn = share === null ? null : at(mine, 'in', 'share', share - 1);
  const reveal = shareIn === null ? null : at(mine, 'out', 'reveal', shareIn);
  const revealIn = reveal === null ? null : at(theirs, 'in', 'reveal', reveal - 1);
  if (commit === null || commitIn === null || share === null || shareIn === null || reveal === null || revealIn === null) return null;
  return {
    'roller, to the commit': commit - t0,
    'wire (commit)': commitIn - commit,
    'friend, to the share': share - commitIn,
    'wire (share)': shareIn - share,
    'roller, to the reveal': reveal - shareIn,
    'wire (reveal)': revealIn - reveal,
    'friend, to the DOM': seen - revealIn,
  };
}

/** A CPU profile's self time by function (`--profile`: the page built unminified, sampled by the browser's profiler). */
type Profile = { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]; samples: number[]; timeDeltas: number[] };
function addSelfTime(into: Map<string, number>, p: Profile): void {
  const name = new Map(p.nodes.map((n) => [n.id, n.callFrame]));
  p.samples.forEach((id, i) => {
    const f = name.get(id)!;
    const where = f.url ? `${f.url.replace(/^.*\//, '')}:${f.lineNumber + 1}` : '';
    const key = `${f.functionName || '(anonymous)'} ${where}`.trim();
    into.set(key, (into.get(key) ?? 0) + (p.timeDeltas[i + 1] ?? 0) / 1000);
  });
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
  const profile = process.argv.includes('--profile');
  const selfTime = new Map<string, number>();
  const dir = await buildApp(!profile);
  const { url, server } = await serve(dir);
  const broker = await startBroker();
  const browser = await launch(WEBRTC_LOOPBACK);
  const plain: number[] = [];
  const rolls: number[] = [];
  const split = { plain: [] as Record<string, number>[], rolls: [] as Record<string, number>[] };
  const loads = [loadavg()[0]!];
  try {
    const device = async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      await context.addInitScript(loopbackOnly);
      await context.addInitScript(WIRE_LOG);
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
      // the two players say the six pictures match: then the first deal
      await Promise.all([host.click('[data-testid=pictures-match]', { timeout: 30_000 }), guest.click('[data-testid=pictures-match]', { timeout: 30_000 })]);
      for (const p of [host, guest]) await p.waitForSelector('[data-testid=connection-state][data-state=connected]', { timeout: 30_000 });
      await Promise.all([host.evaluate(WATCH), guest.evaluate(WATCH)]);
      const profilers: CDPSession[] = [];
      if (profile)
        for (const p of [host, guest]) {
          const cdp = await p.context().newCDPSession(p);
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
          await cdp.send('Profiler.start');
          profilers.push(cdp);
        }
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
        const p = await phases(me, friend, s.t0, t, s.rolling);
        if (p) split[s.rolling ? 'rolls' : 'plain'].push(p);
        // the next move starts from pages that agree (a roll settles on this page too)
        if (s.rolling) await seenAt(me, target);
        if (plain.length >= want && rolls.length >= want) break;
      }
      for (const cdp of profilers) addSelfTime(selfTime, ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile);
      loads.push(loadavg()[0]!);
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
  console.log(`load average (1 min) during the run: ${Math.min(...loads).toFixed(2)} to ${Math.max(...loads).toFixed(2)}`);
  if (profile) {
    const total = [...selfTime.values()].reduce((a, b) => a + b, 0);
    console.log(`CPU profile of both pages, self time (${total.toFixed(0)} ms sampled):`);
    for (const [k, ms] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`  ${ms.toFixed(0).padStart(7)} ms ${((100 * ms) / total).toFixed(1).padStart(5)}%  ${k}`);
  }
  for (const [what, rows] of [
    ['without dice', split.plain],
    ['rolls and draws', split.rolls],
  ] as const) {
    console.log(`where the time goes, ${what} (${rows.length} moves):`);
    for (const phase of Object.keys(rows[0] ?? {})) {
      const xs = rows.map((r) => r[phase]!);
      console.log(`  ${phase.padEnd(24)} median ${quantile(xs, 0.5).toFixed(1).padStart(6)} ms, p95 ${quantile(xs, 0.95).toFixed(1).padStart(6)} ms`);
    }
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
