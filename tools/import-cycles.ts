/**
 * Import cycles in src/ and tools/ (docs/design.md "Layers": imports go one way). Every import and
 * export-from of a relative module counts, `import type` included: a cycle of types still ties
 * two modules together. Prints each cycle (a strongly connected group of modules) and exits 1 if
 * there is any. `npm run cycles`.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIRS = ['src', 'tools'];
const EXTS = ['.ts', '.tsx', '.mjs', '.js'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return EXTS.some((e) => name.endsWith(e)) ? [path] : [];
  });
}

/** The file a relative specifier names, or null for a package or a file outside the lists. */
function resolveSpecifier(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec.replace(/\?.*$/, ''));
  for (const candidate of [base, ...EXTS.map((e) => base + e), ...EXTS.map((e) => join(base, `index${e}`))])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Each module's relative imports. */
export function importGraph(root = ROOT): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const dir of DIRS)
    for (const file of files(join(root, dir))) {
      const text = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      const deps = new Set<string>();
      for (const m of text.matchAll(IMPORT)) {
        const target = resolveSpecifier(file, m[1] ?? m[2] ?? m[3]!);
        if (target && target !== file) deps.add(target);
      }
      graph.set(file, [...deps]);
    }
  return graph;
}

/** Strongly connected groups of more than one module (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const graph = importGraph();
  const found = cycles(graph);
  for (const group of found) console.log(`cycle: ${group.map((f) => relative(ROOT, f)).join(' ↔ ')}`);
  console.log(`${graph.size} modules, ${found.length} import cycles`);
  process.exit(found.length > 0 ? 1 : 0);
}
