/**
 * docs/design.md "Layers": ESLint (eslint.config.js, run by `npm test`) refuses an import that
 * climbs a layer, one that goes around the engine's doors, and a module that imports itself back
 * (import-x/no-cycle). Each rule is tried here on code that breaks it, so a change to the
 * configuration that silences one fails this test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });
const rulesHit = async (code: string, filePath: string): Promise<string[]> =>
  (await eslint.lintText(code, { filePath: join(ROOT, filePath) })).flatMap((r) => r.messages.map((m) => m.ruleId ?? m.message));

describe('the layers and doors, enforced by ESLint (docs/design.md "Layers")', () => {
  it('an import around the engine’s door is refused; through a door it is taken', async () => {
    expect(await rulesHit("import { hand } from '../engine/zones';\nexport const h = hand;\n", 'src/store/doorCheck.ts')).toContain('no-restricted-imports');
    expect(await rulesHit("import { apply } from '../engine';\nexport const a = apply;\n", 'src/store/doorCheck.ts')).toEqual([]);
    expect(await rulesHit("import '../../engine/hiddenDecks';\nexport const x = 1;\n", 'src/online/deal/doorCheck.ts')).toEqual([]);
  }, 60_000);

  it('an import that climbs a layer is refused', async () => {
    expect(await rulesHit("import { App } from '../ui/App';\nexport const a = App;\n", 'src/store/climbCheck.ts')).toContain('no-restricted-imports');
    // the table takes the lesson's and the replay's parts through its slots, and shared widgets lie in kit, below online
    expect(await rulesHit("import { LearnButton } from '../learn/LearnButton';\nexport const l = LearnButton;\n", 'src/ui/climbCheck.tsx')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit("import { replayStore } from '../../replay/open';\nexport const r = replayStore;\n", 'src/ui/motion/climbCheck.ts')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit("import { OnlinePanel } from '../online/OnlinePanel';\nexport const o = OnlinePanel;\n", 'src/kit/climbCheck.tsx')).toContain(
      'no-restricted-imports',
    );
    expect(await rulesHit("import { Named } from '../kit/Named';\nexport const n = Named;\n", 'src/online/climbCheck.tsx')).toEqual([]);
    expect(await rulesHit("import { Named } from '../kit/Named';\nexport const n = Named;\n", 'src/store/climbCheck.ts')).toContain('no-restricted-imports');
  }, 60_000);

  it('a module that imports itself back, through another, is refused (import-x/no-cycle)', async () => {
    // two files on disk for as long as the check takes (the rule follows imports through files)
    const dir = mkdtempSync(join(ROOT, 'tools/cycle-check-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = (): number => b() + 1;\n");
      writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = (): number => a() - 1;\n");
      const results = await eslint.lintFiles([relative(ROOT, join(dir, 'a.ts'))]);
      expect(results.flatMap((r) => r.messages.map((m) => m.ruleId))).toContain('import-x/no-cycle');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
