/** Rule errors in the player's language (shared by the store and its lazily loaded record loader). */
import type { RuleError } from '../engine';
import { ruleText, t, type Lang } from '../i18n';

/** A message for the player: its catalogue key and parameters. */
export interface Note {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The reason, then the rule when there is one; never "(rule -)". For a refused action and for a
 * refusal the view lists before any action is tried (they carry the same code, rule and params).
 */
export function ruleErrorText(lang: Lang, e: Pick<RuleError, 'code' | 'rule' | 'params'>): string {
  const key = `why.${e.code}`;
  const translated = t(lang, key, e.params as Record<string, string | number>);
  const reason = translated === key ? t(lang, 'record.notAllowed') : translated;
  return e.rule && e.rule !== '-' ? `${reason} (${ruleText(lang, e.rule)})` : reason;
}
