/**
 * Click-to-repaint timing of map clicks in the built game (run: npx tsx tests/e2e/perf.ts [--profile] [--at-once]):
 * setup placements of seeded games, and SP placements late in the game (turns 9–10, a long log),
 * each measured from the click handler's mark to the first frame after the map's commit; prints
 * the medians with the machine's load average and, with --profile, the functions that took the
 * most time in a CPU profile of the setup clicks (--profile-late: of the late clicks).
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
import { makeRecord, newGame } from '../../src/engine';
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
  tid: number;
  args?: { data?: { type?: string } };
}

/**
 * Main-thread CPU time (ms) of each measured click in a trace: the tasks from the one that
 * dispatched the click to the end of its click-to-map measure.
 */
function cpuPerClick(events: TraceEvent[]): number[] {
  const clicks = events.filter((e) => e.ph === 'X' && e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  const ends = events.filter((e) => e.name === 'jn-click-to-map' && e.ph === 'e').map((e) => e.ts);
  const out: number[] = [];
  for (const c of clicks) {
    const tasks = events.filter((e) => e.ph === 'X' && e.tid === c.tid && e.name === 'ThreadControllerImpl::RunTask');
    const end = ends.find((t) => t > c.ts && t < c.ts + 1_000_000);
    const first = tasks.find((t) => t.ts <= c.ts && t.ts + t.dur! >= c.ts + c.dur!);
    if (end === undefined || !first) continue;
    out.push(tasks.filter((t) => t.ts >= first.ts && t.ts < end).reduce((sum, t) => sum + (t.tdur ?? t.dur!) / 1000, 0));
  }
  return out;
}

const atOnce = process.argv.includes('--at-once');

/** SP placements and support checks in turns 9–10 of seeded games (a log of 800 lines and more). */
async function lateClicks(browser: Browser, url: string, out: number[], profile = false, cpu: number[] | null = null) {
  const self = new Map<string, number>();
  const mapPrompt = (k: string | null | undefined) => k === 'placeSupport' || k === 'supportCheck';
  for (let g = 0; g < 40 && out.length < CLICKS; g++) {
    const { record: rec, state } = record(`late-${g}`, placing, (s) => s.turn >= 9 && mapPrompt(s.prompt?.kind));
    if (state.turn < 9 || !mapPrompt(state.prompt?.kind)) continue;
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
      await cdp.send('Profiler.start');
    }
    if (cpu) await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
    for (let n = 0; n < 12 && out.length < CLICKS; n++) {
      if (!mapPrompt(await page.getAttribute('.prompt', 'data-kind')) || !(await page.$('.space.target'))) break;
      await page.evaluate(() => performance.clearMeasures('jn-click-to-map'));
      await page.click('.space.target >> nth=0');
      if (await page.$('[data-testid=cover]')) break;
      // a check that moves no SP leaves the map as it was: nothing to repaint, nothing measured
      const measured = await page
        .waitForFunction(() => performance.getEntriesByName('jn-click-to-map').length > 0, undefined, { timeout: 2000 })
        .then(
          () => true,
          () => false,
        );
      if (measured) out.push(await page.evaluate(() => performance.getEntriesByName('jn-click-to-map')[0]!.duration));
      await page.waitForTimeout(30);
    }
    if (cpu) cpu.push(...cpuPerClick((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents));
    if (cdp) {
      const { profile: p } = (await cdp.send('Profiler.stop')) as {
        profile: { nodes: { callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }[] };
      };
      for (const node of p.nodes) {
        const f = node.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (node.hitCount ?? 0));
      }
    }
    await page.close();
  }
  if (profile) {
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    console.log(`CPU profile of the late clicks, ${total} samples:`);
    for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(`  ${((100 * v) / total).toFixed(1)}%  ${k}`);
  }
}

/** The load average (1, 5, 15 min) to read a figure by: the machine may be shared. */
const load = () =>
  `load average ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;

function report(what: string, times: number[]) {
  if (times.length === 0) return console.log(`${what}: no clicks`);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${what}, ${times.length} clicks: median ${sorted[sorted.length >> 1]!.toFixed(1)} ms, min ${sorted[0]!.toFixed(1)} ms, max ${sorted[sorted.length - 1]!.toFixed(1)} ms (${load()})`,
  );
  console.log(`  ${times.map((t) => t.toFixed(1)).join(' ')}`);
}

async function main() {
  const profile = process.argv.includes('--profile');
  const trace = process.argv.includes('--trace');
  const at = process.argv.indexOf('--dist');
  const dir = at > 0 ? process.argv[at + 1]! : await buildApp(!profile && !process.argv.includes('--profile-late'));
  const cpu = process.argv.includes('--cpu') ? ([] as number[]) : null;
  console.log(`site ${dir}, ${load()}`);
  const { url, server } = await serve(dir);
  const browser = await launch();
  const times: number[] = [];
  const late: number[] = [];
  try {
    for (let g = 0; times.length < CLICKS && g < 5; g++) {
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
    await lateClicks(browser, url, late, process.argv.includes('--profile-late'), cpu);
  } finally {
    await browser.close();
    server.close();
  }
  report('click to map repaint, setup', times);
  report('click to map repaint, late game (turns 9–10)', late);
  if (cpu) report('main-thread CPU time per late click', cpu);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
