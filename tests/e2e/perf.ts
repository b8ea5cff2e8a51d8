/**
 * Click-to-repaint timing of map clicks in the built game (run: npx tsx tests/e2e/perf.ts [--profile] [--at-once]):
 * setup placements of seeded games, and SP placements late in the game (turns 9–10, a long log),
 * each measured from the click handler's mark to the first frame after the map's commit; prints
 * the medians with the machine's load average and, with --profile, the functions that took the
 * most time in a CPU profile of the setup clicks. --profile-late profiles each late click from just
 * before it to its measure (the page's own work, not the driver's look-ups of the target) and lists,
 * in ms per click, each function's own time and its time with what it called (the site it builds
 * is not minified, so the functions keep their names; with --dist, build one so with
 * `npx vite build --minify false --outDir DIR`).
 *
 * Late clicks start half a second after the handover cover, once the board is painted; --at-once
 * clicks right after the cover (the first click then also waits for the board's first paint).
 *
 * On a shared machine the wall-clock figures follow the load. --cpu also reports, per late click,
 * the main thread's CPU time from the task of the click to the end of the measure (from a trace:
 * the work the page does, which other processes slow down but do not add to). --dist DIR
 * measures a site built before (e.g. from another commit, to compare in the same conditions).
 * Tracing costs time of its own: with --cpu, read the wall-clock figures of a run without it.
 */
import { loadavg } from 'node:os';
import type { Browser, Page } from 'playwright-core';
import { makeRecord, newGame, type GameRecord } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { openRecord, record, rotating, type Policy } from './drive';
import { buildApp, launch, serve } from './harness';

const CLICKS = 20;

async function setupClicks(page: Page, out: number[]) {
  for (let n = 0; n < 40 && out.length < CLICKS; n++) {
    // the handover cover or the prompt: one of them is on the page once the game has loaded
    await page.waitForSelector('[data-testid=cover], .prompt');
    if (await page.$('[data-testid=cover]')) await page.click('[data-testid=confirm-handover]');
    if ((await page.getAttribute('.prompt', 'data-kind')) !== 'setupPlace') return;
    await page.evaluate(() => performance.clearMeasures('jn-click-to-map'));
    await page.click('.space.target >> nth=0');
    // a click that hands over to the other player shows the cover, not the map
    if (await page.$('[data-testid=cover]')) continue;
    await page.waitForFunction(() => performance.getEntriesByName('jn-click-to-map').length > 0);
    out.push(await page.evaluate(() => performance.getEntriesByName('jn-click-to-map')[0]!.duration));
    await page.waitForTimeout(30);
  }
}

/** Scoring cards at once, other cards for SPs, else the rotating choice: games that last to turn 9 and beyond. */
const placing: Policy = (s, legal, n) =>
  legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ??
  legal.find((x) => x.type === 'play' && x.use === 'place') ??
  rotating(s, legal, n);

/** Trace events as Chromium writes them (the fields read here). */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

/** Where a main-thread task's time goes: the DevTools' own buckets. */
const KINDS = ['script', 'style', 'layout', 'paint', 'gc', 'other'] as const;
type Kind = (typeof KINDS)[number];
export type CpuSplit = Record<Kind | 'total', number>;

/** The trace events each bucket is named by; an event of another name counts where its caller does. */
const KIND_OF: Record<string, Kind> = {
  FunctionCall: 'script',
  EventDispatch: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  FireIdleCallback: 'script',
  EvaluateScript: 'script',
  'v8.evaluateModule': 'script',
  RunMicrotasks: 'script',
  'V8.Execute': 'script',
  'v8.run': 'script',
  'v8.callFunction': 'script',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  PrePaint: 'paint',
  Paint: 'paint',
  PaintImage: 'paint',
  Layerize: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GCScavenger': 'gc',
  'V8.GCIncrementalMarking': 'gc',
  BlinkGC: 'gc',
};

/** The thread time of an event (its wall time where the trace has no thread clock). */
const cpuOf = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

/**
 * The CPU time of `tasks` (top-level tasks of one thread) split by kind: each event's own time
 * (its time less its children's) goes to its kind, or to its caller's when its name has none.
 */
function splitTasks(tasks: TraceEvent[], inside: TraceEvent[]): CpuSplit {
  const split = { script: 0, style: 0, layout: 0, paint: 0, gc: 0, other: 0, total: 0 };
  const events = [...inside].sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let k = 0;
  for (const task of tasks) {
    split.total += cpuOf(task);
    // a stack of the open events with their kinds; each event's children are subtracted from it
    const stack: { e: TraceEvent; kind: Kind; own: number }[] = [{ e: task, kind: 'other', own: cpuOf(task) }];
    const close = (until: number) => {
      while (stack.length > 1 && stack[stack.length - 1]!.e.ts + stack[stack.length - 1]!.e.dur! <= until) {
        const done = stack.pop()!;
        split[done.kind] += Math.max(0, done.own);
      }
    };
    while (k < events.length && events[k]!.ts < task.ts) k++;
    for (; k < events.length && events[k]!.ts < task.ts + task.dur!; k++) {
      const e = events[k]!;
      if (e === task) continue;
      close(e.ts);
      const parent = stack[stack.length - 1]!;
      parent.own -= cpuOf(e);
      stack.push({ e, kind: KIND_OF[e.name] ?? parent.kind, own: cpuOf(e) });
    }
    close(Infinity);
    split.other += Math.max(0, stack[0]!.own);
  }
  return split;
}

/**
 * Main-thread CPU time (ms) of each measured click in a trace, split by kind: the tasks from the
 * one that dispatched the click to the end of its click-to-map measure.
 */
function cpuPerClick(events: TraceEvent[]): CpuSplit[] {
  const clicks = events.filter((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const ends = events.filter((e) => e.name === 'jn-click-to-map' && e.ph === 'e').map((e) => e.ts);
  const out: CpuSplit[] = [];
  for (const c of clicks) {
    const thread = events.filter((e) => e.ph === 'X' && e.dur !== undefined && e.tid === c.tid && e.pid === c.pid);
    const tasks = thread.filter((e) => e.name === 'ThreadControllerImpl::RunTask');
    const end = ends.find((t) => t > c.ts && t < c.ts + 1_000_000);
    const first = tasks.find((t) => t.ts <= c.ts && t.ts + t.dur! >= c.ts + c.dur!);
    if (end === undefined || !first) continue;
    const mine = tasks.filter((t) => t.ts >= first.ts && t.ts < end);
    out.push(
      splitTasks(
        mine,
        thread.filter((e) => e.ts >= first.ts && e.ts < end + 1_000_000 && e.name !== 'ThreadControllerImpl::RunTask'),
      ),
    );
  }
  return out;
}

const atOnce = process.argv.includes('--at-once');
const mapPrompt = (k: string | null | undefined) => k === 'placeSupport' || k === 'supportCheck';

/** A seeded game played to a turn-9 or turn-10 question of SPs or checks (a log of 800 lines and more), or null. */
function lateGame(g: number): GameRecord | null {
  const { record: rec, state } = record(`late-${g}`, placing, (s) => s.turn >= 9 && mapPrompt(s.prompt?.kind));
  return state.turn >= 9 && mapPrompt(state.prompt?.kind) ? rec : null;
}

/** What one site measured: wall-clock click-to-map times, with tracing their CPU split, with profiling where the time went. */
interface Late {
  wall: number[];
  cpu: CpuSplit[] | null;
  /** ms of samples per function: its own (`self`), and with what it called (`total`) */
  self: Map<string, number>;
  total: Map<string, number>;
}

/** A V8 CPU profile as the DevTools protocol gives it (the fields read here). */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

/**
 * Adds one click's profile (from just before the click to its measure) to `into`: each sample's
 * time to its function's own time and, once per sample, to every function on its stack.
 */
function addProfile(into: Late, p: CpuProfile, measured: boolean) {
  if (!measured || !p.samples || !p.timeDeltas) return;
  const parent = new Map<number, number>();
  const key = new Map<number, string>();
  for (const n of p.nodes) {
    for (const c of n.children ?? []) parent.set(c, n.id);
    const f = n.callFrame;
    key.set(n.id, `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`);
  }
  for (const [i, id] of p.samples.entries()) {
    // a sample's time is the gap to the next one (the last one's, to the one before it)
    const ms = (p.timeDeltas[i + 1] ?? p.timeDeltas[i] ?? 0) / 1000;
    const own = key.get(id)!;
    into.self.set(own, (into.self.get(own) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(key.get(at)!);
    for (const k of seen) into.total.set(k, (into.total.get(k) ?? 0) + ms);
  }
}

/** The SP placements and support checks of one late game on one site (at most `left` clicks). */
async function lateGameClicks(browser: Browser, url: string, rec: GameRecord, into: Late, left: number, profile: boolean) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await openRecord(page, url, rec);
  await page.click('[data-testid=confirm-handover]');
  // the board is mounted and painted whole at the handover: the clicks start half a second later,
  // as a player's would (--at-once: right after the cover, the first click waiting for that paint)
  if (!atOnce) await page.waitForTimeout(500);
  const cdp = profile ? await page.context().newCDPSession(page) : null;
  if (cdp) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  if (into.cpu) await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8.execute'] });
  let taken = 0;
  for (let n = 0; n < 12 && taken < left; n++) {
    if (!mapPrompt(await page.getAttribute('.prompt', 'data-kind')) || !(await page.$('.space.target'))) break;
    await page.evaluate(() => performance.clearMeasures('jn-click-to-map'));
    const box = profile ? await page.locator('.space.target >> nth=0').boundingBox() : null;
    // profiling: the profile runs from just before the click to its measure, without the
    // page.click's own look-ups of the target in the page
    if (cdp) await cdp.send('Profiler.start');
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    else await page.click('.space.target >> nth=0');
    if (await page.$('[data-testid=cover]')) {
      if (cdp) await cdp.send('Profiler.stop');
      break;
    }
    // a check that moves no SP leaves the map as it was: nothing to repaint, nothing measured
    const measured = await page
      .waitForFunction(() => performance.getEntriesByName('jn-click-to-map').length > 0, undefined, { timeout: 2000 })
      .then(
        () => true,
        () => false,
      );
    if (cdp) addProfile(into, ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile, measured);
    if (measured) {
      into.wall.push(await page.evaluate(() => performance.getEntriesByName('jn-click-to-map')[0]!.duration));
      taken++;
    }
    await page.waitForTimeout(30);
  }
  if (into.cpu) into.cpu.push(...cpuPerClick((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents));
  await page.close();
}

/**
 * SP placements and support checks in turns 9–10 of seeded games, CLICKS on each site: the sites
 * take each game in turn, so a change of the machine's load falls on all of them alike.
 */
async function lateClicks(browser: Browser, urls: string[], cpu: boolean, profile = false): Promise<Late[]> {
  const out: Late[] = urls.map(() => ({ wall: [], cpu: cpu ? [] : null, self: new Map(), total: new Map() }));
  for (let g = 0; g < 60 && out.some((o) => o.wall.length < CLICKS); g++) {
    const rec = lateGame(g);
    if (!rec) continue;
    // the same clicks on each site: as many as the first site still needs
    const left = CLICKS - out[0]!.wall.length;
    for (const [i, url] of urls.entries()) await lateGameClicks(browser, url, rec, out[i]!, left, profile);
  }
  if (profile)
    for (const [i, o] of out.entries()) {
      // per click: the profiled time less what the page spent idle
      const n = o.wall.length || 1;
      const idle = o.self.get('(idle) :-1') ?? 0;
      const busy = [...o.self.values()].reduce((a, b) => a + b, 0) - idle;
      console.log(`CPU profile of ${n} late clicks on ${urls[i]}, from the click to its measure: ${(busy / n).toFixed(1)} ms busy per click`);
      const top = (m: Map<string, number>) =>
        [...m]
          .filter(([k]) => k !== '(idle) :-1' && k !== '(root) :-1')
          .sort((a, b) => b[1] - a[1])
          .slice(0, 40)
          .map(([k, v]) => `  ${(v / n).toFixed(2).padStart(6)} ms  ${k}`)
          .join('\n');
      console.log(`self time per click:\n${top(o.self)}\nwith its callees, per click:\n${top(o.total)}`);
    }
  return out;
}

/** The load average (1, 5, 15 min) to read a figure by: the machine may be shared. */
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

const quantile = (xs: readonly number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
};

function report(what: string, times: number[]) {
  if (times.length === 0) return console.log(`${what}: no clicks`);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${what}, ${times.length} clicks: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, min ${sorted[0]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms (${load()})`,
  );
  console.log(`  ${times.map((t) => t.toFixed(1)).join(' ')}`);
}

/** The medians of the CPU split per click (each kind's own median: they need not add up to the total's). */
function reportCpu(what: string, cpu: CpuSplit[]) {
  if (cpu.length === 0) return console.log(`${what}: no clicks traced`);
  const med = (k: keyof CpuSplit) =>
    quantile(
      cpu.map((c) => c[k]),
      0.5,
    ).toFixed(1);
  console.log(
    `${what}, ${cpu.length} clicks: total median ${med('total')} ms, p95 ${quantile(
      cpu.map((c) => c.total),
      0.95,
    ).toFixed(1)} ms; medians: ${KINDS.map((k) => `${k} ${med(k)}`).join(', ')} (${load()})`,
  );
}

/** `--NAME value`, every time it is given */
const values = (name: string) => process.argv.flatMap((a, i) => (a === name && process.argv[i + 1] ? [process.argv[i + 1]!] : []));

async function main() {
  const profile = process.argv.includes('--profile');
  const trace = process.argv.includes('--trace');
  // --dist DIR (once: that site instead of a new build; twice or more: each site, game by game in turn)
  const dists = values('--dist');
  const dirs = dists.length > 0 ? dists : [await buildApp(!profile && !process.argv.includes('--profile-late'))];
  const compare = dirs.length > 1;
  console.log(`site${compare ? 's' : ''} ${dirs.join(', ')}, ${load()}`);
  const served = await Promise.all(dirs.map((d) => serve(d)));
  const url = served[0]!.url;
  const browser = await launch();
  const times: number[] = [];
  let late: Late[] = [];
  try {
    // comparing sites: the late clicks only (the setup clicks' figures are from one site)
    for (let g = 0; times.length < CLICKS && g < 5 && !compare; g++) {
      const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      const rec = makeRecord({ seed: `perf-${g}` }, [], newGame({ seed: `perf-${g}` }));
      await openRecord(page, url, rec);
      const cdp = profile ? await page.context().newCDPSession(page) : null;
      if (cdp) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      if (trace && g === 0) await browser.startTracing(page, { categories: ['devtools.timeline', 'blink.user_timing'] });
      await setupClicks(page, times);
      if (trace && g === 0) {
        const buf = await browser.stopTracing();
        const events = (
          JSON.parse(buf.toString()) as { traceEvents: { name: string; ph: string; dur?: number; ts: number; args?: { data?: { type?: string } } }[] }
        ).traceEvents;
        // each click: its handler, then style, layout, pre-paint and paint until the next 40 ms
        const main = events.filter(
          (e) =>
            e.ph === 'X' &&
            e.dur &&
            ['EventDispatch', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'FireAnimationFrame', 'MinorGC'].includes(e.name),
        );
        for (const c of main.filter((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')) {
          const after = main.filter((e) => e.ts >= c.ts && e.ts < c.ts + 40_000 && e !== c && e.name !== 'EventDispatch');
          const by = new Map<string, number>();
          for (const e of after) by.set(e.name, (by.get(e.name) ?? 0) + e.dur! / 1000);
          console.log(`  click ${(c.dur! / 1000).toFixed(1)} ms; ${[...by].map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ')}`);
        }
        const sum = new Map<string, { n: number; ms: number }>();
        for (const e of events) {
          if (e.ph !== 'X' || !e.dur) continue;
          const x = sum.get(e.name) ?? { n: 0, ms: 0 };
          x.n += 1;
          x.ms += e.dur / 1000;
          sum.set(e.name, x);
        }
        console.log(`trace of ${times.length} clicks (total ms by event):`);
        for (const [k, v] of [...sum].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
          console.log(`  ${v.ms.toFixed(1).padStart(8)} ms  ${String(v.n).padStart(5)}×  ${k}`);
      }
      if (cdp) {
        const { profile: p } = (await cdp.send('Profiler.stop')) as {
          profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[] };
        };
        const self = new Map<string, number>();
        for (const node of p.nodes) {
          const f = node.callFrame;
          const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
          self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
        }
        const total = [...self.values()].reduce((a, b) => a + b, 0);
        console.log(`CPU profile, ${total} samples:`);
        for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${((100 * v) / total).toFixed(1)}%  ${k}`);
      }
      await page.close();
    }
    late = await lateClicks(
      browser,
      served.map((x) => x.url),
      process.argv.includes('--cpu'),
      process.argv.includes('--profile-late'),
    );
  } finally {
    await browser.close();
    for (const x of served) x.server.close();
  }
  report('click to map repaint, setup', times);
  for (const [i, o] of late.entries()) {
    const on = compare ? ` on ${dirs[i]}` : '';
    report(`click to map repaint, late game (turns 9–10)${on}`, o.wall);
    if (o.cpu) reportCpu(`main-thread CPU time per late click${on}`, o.cpu);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
