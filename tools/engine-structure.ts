/**
 * npx tsx tools/engine-structure.ts: counts in src/engine (generated data left out) that the
 * engine's structure aims keep low: non-null assertions (`x!`), casts to a frame type or through
 * `Extract<...>`, and whether `Frame` has a string index signature. Prints them per file.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const files: string[] = [];
const walk = (dir: string): void => {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) {
      if (f !== 'data') walk(p);
    } else if (p.endsWith('.ts')) files.push(p);
  }
};
walk('src/engine');

const perFile: { file: string; nonNull: number; casts: number }[] = [];
let indexSignature = false;
for (const file of files) {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const row = { file, nonNull: 0, casts: 0 };
  const visit = (n: ts.Node): void => {
    if (ts.isNonNullExpression(n)) row.nonNull++;
    if ((ts.isAsExpression(n) || ts.isTypeAssertionExpression(n)) && /Frame\b|Extract</.test(n.type.getText(src))) row.casts++;
    if (ts.isTypeAliasDeclaration(n) && n.name.text === 'Frame' && /\[\s*\w+\s*:\s*string\s*\]/.test(n.type.getText(src))) indexSignature = true;
    ts.forEachChild(n, visit);
  };
  visit(src);
  if (row.nonNull + row.casts > 0) perFile.push(row);
}
perFile.sort((a, b) => b.nonNull + b.casts - (a.nonNull + a.casts));
const total = (k: 'nonNull' | 'casts'): number => perFile.reduce((n, r) => n + r[k], 0);
for (const r of perFile) console.log(`${String(r.nonNull).padStart(4)} ${String(r.casts).padStart(3)}  ${r.file}`);
console.log(`non-null assertions: ${total('nonNull')} (aim ≤ 40)`);
console.log(`frame / Extract casts: ${total('casts')} (aim ≤ 10)`);
console.log(`Frame has a string index signature: ${indexSignature ? 'yes' : 'no'}`);
