/**
 * The deal stays out of the first load and keeps the group in one place (docs/remote.md "The
 * deal"): no module outside src/online/deal and the table over it (src/online/table, which nothing
 * imports statically either) imports it statically (online play is to load both lazily), and only
 * src/online/deal/group.ts imports @noble/curves.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '../../src');
const DEAL = join(SRC, 'online/deal');
const TABLE = join(SRC, 'online/table');

function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.tsx?$/.test(p)) out.push(p);
  }
  return out;
}

/** The specifiers of a file's static imports and re-exports (not `import()`). */
const staticImports = (text: string): string[] => [...text.matchAll(/^\s*(?:import|export)\s[^;()]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);

describe('the deal in the bundle', () => {
  const files = sources(SRC);

  it('is found by the scan: its modules import one another statically', () => {
    const inDeal = files.filter((f) => f.startsWith(DEAL));
    expect(inDeal.length).toBeGreaterThan(5);
    expect(staticImports(readFileSync(join(DEAL, 'ledger.ts'), 'utf8'))).toContain('./proof');
  });

  it('no module outside src/online/deal and src/online/table imports either statically', () => {
    const offenders = files
      .filter((f) => !f.startsWith(DEAL) && !f.startsWith(TABLE))
      .filter((f) => staticImports(readFileSync(f, 'utf8')).some((s) => s.startsWith('.') && [DEAL, TABLE].some((d) => resolve(dirname(f), s).startsWith(d))))
      .map((f) => relative(SRC, f));
    expect(offenders).toEqual([]);
  });

  it('only group.ts imports @noble/curves', () => {
    const users = files.filter((f) => staticImports(readFileSync(f, 'utf8')).some((s) => s.startsWith('@noble/'))).map((f) => relative(SRC, f));
    expect(users).toEqual(['online/deal/group.ts']);
  });
});
