/** Rule errors in the player's language (shared by the store and its lazily loaded record loader). */
import type { RuleError } from '../engine';
import { t, type Lang } from '../i18n';

/** The reason, then the rule when there is one; never "(rule -)". */
export function ruleErrorText(lang: Lang, e: RuleError): string {
  const key = `why.${e.code}`;
  const translated = t(lang, key, e.params as Record<string, string | number>);
  const reason = translated === key ? t(lang, 'record.notAllowed') : translated;
  return e.rule && e.rule !== '-' ? `${reason} (${t(lang, 'prompt.rule', { rule: e.rule })})` : reason;
}
