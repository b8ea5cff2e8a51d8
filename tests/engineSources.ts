/** The text of every TypeScript file under src/engine, for tests that check what the engine writes. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export function engineSources(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.ts')) out.push(readFileSync(p, 'utf8'));
    }
  };
  walk(join(__dirname, '../src/engine'));
  return out;
}
