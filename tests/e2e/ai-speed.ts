/**
 * How long the computer thinks in the browser's Web Worker (npx tsx tests/e2e/ai-speed.ts
 * [level] [positions]): builds the page, starts its worker in Chromium and times `decide` on views
 * from a seeded game (card-play decisions and sub-decisions apart), once with the level's playouts
 * alone and once with the page's think-time caps. Prints p50 / p95 / max in milliseconds.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { apply, newGame, viewFor, type PlayerView } from '../../src/engine';
import { scoringPolicy } from '../../src/ai/baselines';
import { CARD_PLAY_PROMPTS, type Level } from '../../src/ai/levels';
import { THINK_MS } from '../../src/store/computerPlayer';
import { buildApp, launch, serve } from './harness';

const level = (process.argv[2] ?? 'normal') as Level;
const wanted = Number(process.argv[3] ?? 30);

/** Views of both sides' decisions in a few games of the scoring baseline, card plays and others apart. */
function positions(): { cardPlay: PlayerView[]; sub: PlayerView[] } {
  const out = { cardPlay: [] as PlayerView[], sub: [] as PlayerView[] };
  for (let g = 0; g < 20 && (out.cardPlay.length < wanted || out.sub.length < wanted); g++) {
    let s = newGame({ seed: `speed-${g}` });
    for (let n = 0; !s.result; n++) {
      const view = viewFor(s, s.prompt!.side);
      const into = CARD_PLAY_PROMPTS.includes(s.prompt!.kind) ? out.cardPlay : out.sub;
      if (n % 5 === 0 && into.length < wanted) into.push(view);
      s = apply(s, scoringPolicy(view, { seed: `p${n}` }));
    }
  }
  return out;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!);
};

const dir = await buildApp();
const worker = readdirSync(join(dir, 'assets')).find((f) => /^worker-.*\.js$/.test(f));
if (!worker) throw new Error('no worker chunk in the build');
const { url, server } = await serve(dir);
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(url);
  const views = positions();
  for (const capped of [false, true]) {
    for (const kind of ['cardPlay', 'sub'] as const) {
      const timeMs = capped ? THINK_MS[level][kind] : undefined;
      const ms: number[] = await page.evaluate(
        async ({ src, views, level, timeMs }) => {
          const w = new Worker(src, { type: 'module' });
          const times: number[] = [];
          for (let i = 0; i < views.length; i++) {
            const t0 = performance.now();
            await new Promise<void>((done) => {
              w.onmessage = () => done();
              w.postMessage({ id: i, view: views[i], level, seed: `s${i}`, budget: timeMs === undefined ? undefined : { timeMs } });
            });
            times.push(performance.now() - t0);
          }
          w.terminate();
          return times;
        },
        { src: `${url}assets/${worker}`, views: views[kind], level, timeMs },
      );
      console.log(
        `${level} ${kind === 'cardPlay' ? 'card play   ' : 'sub-decision'} ${capped ? `capped at ${timeMs} ms` : 'playouts only     '}: n=${ms.length} p50 ${pct(ms, 0.5)} ms, p95 ${pct(ms, 0.95)} ms, max ${pct(ms, 1)} ms`,
      );
    }
  }
} finally {
  await browser.close();
  server.close();
}
