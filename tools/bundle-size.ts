/**
 * npm run bundle-size [-- DIST]: the page's initial JS, gzipped. "Initial" is the entry chunk and
 * every chunk it imports statically (what the browser must fetch before anything runs); lazily
 * loaded chunks (import()) are not. The messages of the language in use also come before the
 * first render, so each language's chunk is reported on top of it as well (for information).
 * Without DIST it builds the site into a temporary folder. Exits 1 when the initial JS is over the
 * budget (BUDGET_BYTES, in the kB vite reports).
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_BYTES = 130_000;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export interface BundleReport {
  /** gzipped bytes of the entry and its static imports */
  initial: number;
  initialFiles: string[];
  /** gzipped bytes a language adds before the first render (its messages and their imports) */
  languages: Record<string, number>;
  /** every JS chunk, gzipped */
  chunks: Record<string, number>;
}

/** Build the site (with a manifest) into a temporary folder; returns the folder. */
export async function buildForReport(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'jn1989-size-'));
  const { build } = await import('vite');
  // a production build even when called from the test runner (NODE_ENV=test would pick React's development build)
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root: fileURLToPath(new URL('..', import.meta.url)),
      mode: 'production',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    if (env === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = env;
  }
  return outDir;
}

export function measure(dist: string): BundleReport {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  const gz = new Map<string, number>();
  const size = (file: string) => {
    if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file))).length);
    return gz.get(file)!;
  };
  const closure = (key: string, into: Set<string>) => {
    const c = manifest[key];
    if (!c || into.has(c.file)) return;
    into.add(c.file);
    for (const i of c.imports ?? []) closure(i, into);
  };
  // what index.html loads before anything runs: its module scripts and preloads, and their static imports
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const loaded = [...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]!);
  if (loaded.length === 0) throw new Error(`${dist}: index.html loads no script`);
  const byFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const initialFiles = new Set<string>();
  for (const f of loaded) {
    const key = byFile.get(f);
    if (key) closure(key, initialFiles);
    else initialFiles.add(f);
  }
  const sum = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((n, f) => n + size(f), 0);
  const languages: Record<string, number> = {};
  for (const [key] of Object.entries(manifest)) {
    const m = /src\/i18n\/lang\/(\w+)\.ts$/.exec(key);
    if (!m) continue;
    const files = new Set<string>();
    closure(key, files);
    languages[m[1]!] = sum([...files].filter((f) => !initialFiles.has(f)));
  }
  const chunks: Record<string, number> = {};
  for (const c of Object.values(manifest)) if (c.file.endsWith('.js')) chunks[c.file] = size(c.file);
  return { initial: sum(initialFiles), initialFiles: [...initialFiles], languages, chunks };
}

const kB = (n: number) => `${(n / 1000).toFixed(2)} kB`;

async function main() {
  const dist = process.argv[2] ?? (await buildForReport());
  const r = measure(dist);
  console.log(`initial JS (entry + static imports), gzipped: ${kB(r.initial)} of ${kB(BUDGET_BYTES)}`);
  for (const f of r.initialFiles) console.log(`  ${f} ${kB(r.chunks[f] ?? 0)}`);
  for (const [lang, n] of Object.entries(r.languages)) console.log(`with the ${lang} messages before the first render: ${kB(r.initial + n)}`);
  console.log('lazily loaded chunks:');
  for (const [f, n] of Object.entries(r.chunks)) if (!r.initialFiles.includes(f)) console.log(`  ${f} ${kB(n)}`);
  if (r.initial > BUDGET_BYTES) {
    console.error(`over the budget of ${kB(BUDGET_BYTES)}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
