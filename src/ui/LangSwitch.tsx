/** The language switch of the start screen, the bar's menu and the handover cover. */
import { isLang, LANGS, t, withLanguage, type Lang } from '../i18n';
import { gameStore } from '../store/game';

/** Switch once the language's messages and event texts are loaded (at once if they already are). */
function switchLanguage(lang: string) {
  if (isLang(lang)) void withLanguage(lang, () => gameStore.getState().setLang(lang));
}

/** Polski / English / Deutsch, each named in its own language; the choice is remembered. */
export function LangSwitch({ lang }: { lang: Lang }) {
  return (
    <label className="lang">
      <span className="sr-only">{t(lang, 'lang.label')}</span>
      <select value={lang} onChange={(e) => switchLanguage(e.target.value)} data-testid="lang" aria-label={t(lang, 'lang.label')}>
        {LANGS.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(lang, `lang.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
