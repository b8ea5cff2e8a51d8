/**
 * `npx tsx tools/deal-bench.ts [--browser] [--rate 4] [--deals 5] [--draws 60]`: the mental-poker
 * deal's compute (docs/remote.md "The deal", "Speed"), measured by tools/deal-bench-run.ts: in Node,
 * or with --browser in headless Chromium (/usr/bin/chromium) with its CPU slowed `rate` times
 * (the DevTools protocol's Emulation.setCPUThrottlingRate).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runDealBench, type DealBench } from './deal-bench-run';

const args = process.argv.slice(2);
const flag = (name: string, fallback: number): number => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const deals = flag('deals', 5);
const draws = flag('draws', 60);
const rate = flag('rate', 4);

/** The bench bundled for a page: one script that sets `dealBench`. */
async function bundle(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'jn1989-deal-bench-'));
  const { build } = await import('vite');
  await build({
    configFile: false,
    logLevel: 'error',
    root: fileURLToPath(new URL('..', import.meta.url)),
    build: { outDir, emptyOutDir: true, lib: { entry: fileURLToPath(new URL('./deal-bench-run.ts', import.meta.url)), formats: ['iife'], name: 'dealBench' } },
  });
  const file = readdirSync(outDir).find((f) => f.endsWith('.js'))!;
  const code = readFileSync(join(outDir, file), 'utf8');
  rmSync(outDir, { recursive: true, force: true });
  return code;
}

async function inChromium(): Promise<{ result: DealBench; version: string }> {
  const code = await bundle();
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>deal bench</title>');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.addScriptTag({ content: code });
    const result = await page.evaluate(
      ([n, d]) => (globalThis as unknown as { dealBench: { runDealBench: (a: number, b: number) => DealBench } }).dealBench.runDealBench(n!, d!),
      [deals, draws],
    );
    return { result, version: browser.version() };
  } finally {
    await browser.close();
  }
}

const ms = (x: number): string => `${x.toFixed(1)} ms`;

function report(where: string, r: DealBench): void {
  console.log(`${where}; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`);
  console.log(`the cards' points hashed (once per page, before the deal): ${ms(r.cardsMs)}`);
  console.log('| deal  | both pages | host     | guest    | passes   | draws with proofs |');
  console.log('| ----- | ---------- | -------- | -------- | -------- | ----------------- |');
  for (const [name, t] of [
    ['cold', r.cold],
    ['warm', r.warm],
  ] as const)
    console.log(`| ${name}  | ${ms(t.totalMs)} | ${ms(t.hostMs)} | ${ms(t.guestMs)} | ${ms(t.passesMs)} | ${ms(t.drawsMs)} |`);
  console.log(`one draw, both pages (${r.draw.samples}): median ${ms(r.draw.medianMs)}, p95 ${ms(r.draw.p95Ms)}, max ${ms(r.draw.maxMs)}`);
}

if (args.includes('--browser')) {
  const { result, version } = await inChromium();
  report(`Chromium ${version}, CPU throttled ${rate}x`, result);
} else {
  report(`Node ${process.version}, wall clock`, runDealBench(deals, draws));
  const cpu = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  report(`Node ${process.version}, this process's CPU time (after the run above: its cold deal is warm)`, runDealBench(deals, draws, cpu));
}
