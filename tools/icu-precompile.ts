/**
 * Build step: each src/i18n/lang/<lang>.ts module becomes a module of compiled message functions
 * (@messageformat/core's compileModule), and src/i18n/compile.ts (the runtime compiler) drops out
 * of the bundle. The page then ships only @messageformat/runtime (a few hundred bytes of plural
 * and number helpers) instead of a parser and compiler of ~22 KB gzipped per page load, and
 * messages run as plain functions.
 */
import MessageFormat from '@messageformat/core';
import compileModule from '@messageformat/core/lib/compile-module.js';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import { FORMATTER_NAMES } from '../src/i18n/formatterNames';
import { normalizeMessage, type LanguageSource } from '../src/i18n/pack';

const LANG_MODULE = /[\\/]src[\\/]i18n[\\/]lang[\\/](en|pl|de)\.ts$/;
const COMPILER_MODULE = /[\\/]src[\\/]i18n[\\/]compile\.ts$/;
const FORMATTERS = fileURLToPath(new URL('../src/i18n/formatters.ts', import.meta.url)).replace(/\\/g, '/');

/** The ES module source of a language with its messages compiled. */
export function compiledLanguageModule(lang: string, pack: LanguageSource): string {
  const customFormatters = Object.fromEntries(FORMATTER_NAMES.map((id) => [id, { formatter: () => '', id, module: FORMATTERS }]));
  const mf = new MessageFormat(lang, { returnType: 'values', customFormatters });
  const messages = Object.fromEntries(Object.entries(pack.messages).map(([k, v]) => [k, normalizeMessage(v)]));
  const source = compileModule(mf, messages).replace('export default', 'const compiled =');
  return `${source};
export default { compiled, cardNames: ${JSON.stringify(pack.cardNames)}, spaceNames: ${JSON.stringify(pack.spaceNames)} };
`;
}

export function icuPrecompile(): Plugin {
  return {
    name: 'icu-precompile',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const lang = LANG_MODULE.exec(id)?.[1];
      if (lang) {
        const { module } = await runnerImport<{ default: LanguageSource }>(id, { configFile: false, logLevel: 'error' });
        return compiledLanguageModule(lang, module.default);
      }
      if (COMPILER_MODULE.test(id)) return `export function compileMessage() { throw new Error('this build ships its messages compiled'); }`;
      return null;
    },
  };
}
