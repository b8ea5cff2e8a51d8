/** The language a new visitor gets: the first of the browser's languages we have, else Polish. */
import { isLang, type Lang } from './langs';

export function preferredLang(languages: readonly string[] | undefined = typeof navigator === 'undefined' ? undefined : navigator.languages): Lang {
  for (const tag of languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return 'pl';
}
