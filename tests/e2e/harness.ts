/** Build the app once into a temporary folder, serve it under a sub-path, and drive Chromium. */
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

export const CHROMIUM = '/usr/bin/chromium';
export const SUB_PATH = '/jesien-narodow/';
export const hasChromium = existsSync(CHROMIUM);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export async function buildApp(minify = true): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'jn1989-dist-'));
  const { build } = await import('vite');
  await build({ root: fileURLToPath(new URL('../..', import.meta.url)), logLevel: 'error', build: { outDir, emptyOutDir: true, minify } });
  return outDir;
}

/** A static server for `dir` under SUB_PATH (as on GitHub Pages). */
export function serve(dir: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
    if (!path.startsWith(SUB_PATH)) {
      res.writeHead(404).end();
      return;
    }
    let file = join(dir, path.slice(SUB_PATH.length));
    if (!existsSync(file) || statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () => {
      const addr = server.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      ok({ url: `http://127.0.0.1:${port}${SUB_PATH}`, server });
    }),
  );
}

/**
 * A screenshot script's frame: the page built (or `dist`, already built), served and opened in
 * Chromium for `body`; the browser and the server are closed after it, whatever happens.
 */
export async function withBuiltSite(
  body: (site: { browser: Browser; url: string }) => Promise<void>,
  opts: { minify?: boolean; dist?: string } = {},
): Promise<void> {
  const dir = opts.dist ?? (await buildApp(opts.minify ?? true));
  const { url, server } = await serve(dir);
  const browser = await launch();
  try {
    await body({ browser, url });
  } finally {
    await browser.close();
    server.close();
  }
}

/** Run a script's `main`: a failure is printed and exits with 1. */
export function runScript(main: () => Promise<void>): void {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

/**
 * Chromium for the tests (`executablePath`: a script that starts /usr/bin/chromium elsewhere, as in
 * a network namespace of its own: tests/e2e/links.ts). Its pages start with the Confirm step (26.4) off, as the tests written
 * before it expect each round to pass on at its last click; a test of the step turns it on with an
 * init script of its own (`confirmStep`), which runs after this one.
 */
export async function launch(extraArgs: readonly string[] = [], executablePath = CHROMIUM): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(() => {
      if (localStorage.getItem('jn1989.confirmMoves') === null) localStorage.setItem('jn1989.confirmMoves', 'off');
    });
    return context;
  };
  return browser;
}

/** Turn the Confirm step on for a page (before its first navigation). */
export async function confirmStep(page: import('playwright-core').Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('jn1989.confirmMoves', 'on'));
}

/** Browser tests run where Chromium is, and always in CI (where a missing browser must fail, not skip). */
export const runBrowserTests = hasChromium || Boolean(process.env.CI);

export interface Site {
  url: string;
  browser: Browser;
}

/**
 * For a describe block: builds the app, serves it under SUB_PATH and launches Chromium before
 * its tests (after `prepare`, if given), and closes both after them.
 */
export function useSite(prepare?: () => void | Promise<void>, browserArgs: readonly string[] = []): Site {
  const site = {} as Site;
  let server: Server | undefined;
  beforeAll(async () => {
    await prepare?.();
    const dir = await buildApp();
    ({ url: site.url, server } = await serve(dir));
    site.browser = await launch(browserArgs);
  }, 180_000);
  afterAll(async () => {
    await site.browser?.close();
    server?.close();
  });
  return site;
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe's serious and critical violations on the page as it is, each with the elements it names. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
    r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(' | ')))`);
}
