/**
 * A language as the page loads it. In the source (dev server, tests, tools) its messages are ICU
 * MessageFormat strings compiled on first use; the production build replaces each src/i18n/lang
 * module by one whose messages are already compiled to functions (tools/icu-precompile.ts), so
 * the page ships no message parser.
 */

/** A compiled message: the values of its parts, nested where plural or select cases are. */
export type MessageFunction = (params?: Record<string, unknown>) => unknown[];

interface PackBase {
  /** the cards' names by number (src/i18n/names) */
  cardNames: readonly string[];
  /** the spaces' names by id */
  spaceNames: Readonly<Record<string, string>>;
}
export interface LanguageSource extends PackBase {
  messages: Record<string, string>;
}
interface LanguageCompiled extends PackBase {
  compiled: Record<string, MessageFunction>;
}
export type LanguagePack = LanguageSource | LanguageCompiled;

/** event texts by card number, with {#n} card and {@id} space references (src/i18n/cards) */
export type CardTexts = Readonly<Record<number, string>>;

/**
 * Messages written before the catalogues moved to ICU used {name:type}; ICU writes a custom
 * formatter as {name, type}. Both read the same, so a key merged in the old style still works.
 */
export function normalizeMessage(message: string): string {
  return message.replace(/\{(\w+):(\w+)\}/g, '{$1, $2}');
}
