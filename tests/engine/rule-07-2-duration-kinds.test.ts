/**
 * 7.2: every duration kind the card data may declare (data/types.ts `LastingKinds`) is ended by
 * src/engine/lasting.ts through one exhaustive switch. A fixture declares a new kind, as a module
 * would: the engine then fails to compile, and a state reaching the switch with it throws, until
 * lasting.ts handles it.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { Lasting, LastingKinds } from '../../src/engine/data';
import { endsAt, type Moment } from '../../src/engine/lasting';
import { startedGame } from '../table';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const LASTING = resolve(ROOT, 'src/engine/lasting.ts');
const FIXTURE = resolve(ROOT, 'tests/engine/new-duration.fixture.ts');
const FIXTURE_TEXT = `declare module '../../src/engine/data/types' {
  interface LastingKinds {
    'until-the-wall-falls': true;
  }
}
export {};
`;

/** Every kind declared today, each once (a kind missing here or unknown there fails to compile). */
const KINDS = {
  game: true,
  turn: true,
  'until-power-struggle': true,
  'until-cancelled': true,
  'until-used': true,
  'next-turn': true,
  'end-of-action-round': true,
  'next-action-round': true,
} satisfies Record<keyof LastingKinds, true>;

const MOMENTS: Moment[] = [
  { at: 'turn-end' },
  { at: 'action-round-end', side: 'communist' },
  { at: 'card-played', side: 'democrat' },
  { at: 'power-struggle', country: 'poland' },
  { at: 'support-check', side: 'democrat', space: 0 },
];

describe('7.2: lasting.ts ends every duration kind', () => {
  it('each declared kind is answered at every moment (no kind reaches the unhandled case)', () => {
    const s = startedGame();
    for (const kind of [...(Object.keys(KINDS) as Lasting[]), null])
      for (const m of MOMENTS) expect(typeof endsAt(s, { card: 8, side: 'communist' }, m, kind)).toBe('boolean');
  });

  it('a kind the switch does not handle throws when an effect of it reaches a moment', () => {
    const s = startedGame();
    expect(() => endsAt(s, { card: 8, side: 'communist' }, { at: 'turn-end' }, 'until-the-wall-falls' as Lasting)).toThrow(/until-the-wall-falls/);
  });

  it('a fixture declaring a new kind makes lasting.ts fail to compile, at its exhaustive switch', () => {
    const options: ts.CompilerOptions = {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    };
    const host = ts.createCompilerHost(options);
    const read = host.readFile.bind(host);
    const source = host.getSourceFile.bind(host);
    host.readFile = (f) => (resolve(f) === FIXTURE ? FIXTURE_TEXT : read(f));
    host.fileExists = (f) => resolve(f) === FIXTURE || ts.sys.fileExists(f);
    host.getSourceFile = (f, v, ...rest) => (resolve(f) === FIXTURE ? ts.createSourceFile(f, FIXTURE_TEXT, v) : source(f, v, ...rest));
    const program = ts.createProgram([LASTING, FIXTURE], options, host);
    const errors = program.getSemanticDiagnostics(program.getSourceFile(LASTING));
    const text = errors.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(text.some((t) => t.includes('until-the-wall-falls') && t.includes('never'))).toBe(true);
    // the error is at the switch's default case
    const line = errors[0] && errors[0].file!.getLineAndCharacterOfPosition(errors[0].start!).line;
    expect(readFileSync(LASTING, 'utf8').split('\n')[line!]).toContain('unhandled(kind)');
  }, 60_000);
});
