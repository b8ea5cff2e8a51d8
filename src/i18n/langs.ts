/** The page's languages, apart from the catalogues so that every i18n module can name them. */
export type Lang = 'en' | 'pl' | 'de';
/** in the order the language switch offers them */
export const LANGS: readonly Lang[] = ['pl', 'en', 'de'];

export function isLang(x: unknown): x is Lang {
  return x === 'en' || x === 'pl' || x === 'de';
}
