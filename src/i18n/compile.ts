/**
 * ICU MessageFormat compiler for the source form of a language (dev server, tests, tools).
 * @messageformat/core is used because its ICU dialect has custom formatters ({card, card},
 * {side, side}, …) and it compiles to plain functions at build time (tools/icu-precompile.ts),
 * so the page carries only its small runtime (CLDR plural rules of en, pl, de).
 */
import MessageFormat from '@messageformat/core';
import { FORMATTERS } from './formatters';
import { normalizeMessage, type MessageFunction } from './pack';

const compilers = new Map<string, MessageFormat<'values'>>();

export function compileMessage(lang: string, message: string): MessageFunction {
  let mf = compilers.get(lang);
  if (!mf) {
    mf = new MessageFormat<'values'>(lang, { returnType: 'values', customFormatters: { ...FORMATTERS } });
    compilers.set(lang, mf);
  }
  return mf.compile(normalizeMessage(message)) as MessageFunction;
}
