/**
 * Message catalogues and name lookups. Card and space names come with each language's messages; messages are
 * ICU MessageFormat (plural and select rules, custom formatters such as {card, card}). A language
 * is loaded on demand (loadLanguage), so the page downloads only the one in use.
 */
import { COUNTRY, PS_CARDS, SPACES, type CountryId, type Side } from '../engine/data';
import type { LogEntry } from '../engine';
import type { CardPart } from './formatters';

import type { CardTexts, LanguagePack, MessageFunction } from './pack';

import { isLang, LANGS, type Lang } from './langs';
import { setNames } from './formatters';
export { isLang, LANGS, type Lang };

const LOADERS: Record<Lang, () => Promise<{ default: LanguagePack }>> = {
  en: () => import('./lang/en'),
  pl: () => import('./lang/pl'),
  de: () => import('./lang/de'),
};
const CARD_LOADERS: Record<Lang, () => Promise<{ default: CardTexts }>> = {
  en: () => import('./cards/en'),
  pl: () => import('./cards/pl'),
  de: () => import('./cards/de'),
};
const cardTexts: Partial<Record<Lang, CardTexts>> = {};
const cardTextsLoading: Partial<Record<Lang, Promise<void>>> = {};

/** A language's event texts (once); the page starts this after its first render. */
export function loadCardTexts(lang: Lang): Promise<void> {
  if (cardTexts[lang]) return Promise.resolve();
  cardTextsLoading[lang] ??= CARD_LOADERS[lang]()
    .then((m) => {
      cardTexts[lang] = m.default;
    })
    .finally(() => {
      delete cardTextsLoading[lang];
    });
  return cardTextsLoading[lang]!;
}

interface Loaded {
  pack: LanguagePack;
  /** compiled messages by key (the build ships them compiled; the source compiles on first use) */
  fns: Map<string, MessageFunction>;
  compile: ((lang: string, message: string) => MessageFunction) | null;
}
const loaded: Partial<Record<Lang, Loaded>> = {};
const loading: Partial<Record<Lang, Promise<void>>> = {};

/**
 * The ICU source messages of each loaded language, by key (dev server, tests and tools; the
 * production build ships its messages compiled, and this stays empty there).
 */
export const CATALOGUES: Record<Lang, Record<string, string>> = { en: {}, pl: {}, de: {} };

/** Messages and event texts of the language are both there. */
function isLanguageLoaded(lang: Lang): boolean {
  return loaded[lang] !== undefined && cardTexts[lang] !== undefined;
}

/** Load a language's messages (once); resolves when t() can use them. */
export function loadMessages(lang: Lang): Promise<void> {
  if (loaded[lang]) return Promise.resolve();
  loading[lang] ??= (async () => {
    const { default: pack } = await LOADERS[lang]();
    let compile: Loaded['compile'] = null;
    const fns = new Map<string, MessageFunction>();
    if ('compiled' in pack) for (const [k, f] of Object.entries(pack.compiled)) fns.set(k, f);
    else {
      compile = (await import('./compile')).compileMessage;
      Object.assign(CATALOGUES[lang], pack.messages);
    }
    loaded[lang] = { pack, fns, compile };
  })().finally(() => {
    delete loading[lang];
  });
  return loading[lang]!;
}

/** A language's messages and event texts. */
function loadLanguage(lang: Lang): Promise<void> {
  return Promise.all([loadMessages(lang), loadCardTexts(lang)]).then(() => undefined);
}

export function loadAllLanguages(): Promise<void> {
  return Promise.all(LANGS.map(loadLanguage)).then(() => undefined);
}

/** Run `then` at once when the language is loaded, else after loading it (a language switch). */
export function withLanguage(lang: Lang, then: () => void): Promise<void> {
  if (isLanguageLoaded(lang)) {
    then();
    return Promise.resolve();
  }
  return loadLanguage(lang).then(then);
}

function messageFn(lang: Lang, key: string): MessageFunction | undefined {
  const l = loaded[lang];
  if (!l) return undefined;
  let f = l.fns.get(key);
  if (!f && l.compile && 'messages' in l.pack) {
    const source = l.pack.messages[key];
    if (source === undefined) return undefined;
    f = l.compile(lang, source);
    l.fns.set(key, f);
  }
  return f;
}

const SPACE_IDS = new Set(SPACES.map((s) => s.id));

/** A card's name in a loaded language (names come with the messages); `#n` before it loads. */
export function cardName(lang: Lang, n: number): string {
  return loaded[lang]?.pack.cardNames[n] || `#${n}`;
}
export function cardLabel(lang: Lang, n: number): string {
  return `#${n} ${cardName(lang, n)}`;
}
export function spaceName(lang: Lang, id: string): string {
  return loaded[lang]?.pack.spaceNames[id] ?? id;
}

/**
 * A card's event in plain words in that language; {#n} in a text is card n's name and {@id}
 * a space's name, so the texts always use the names shown on the cards and the map.
 */
export function cardText(lang: Lang, n: number): string | null {
  const text = cardTexts[lang]?.[n];
  if (text === undefined) return null;
  return text
    .replace(/\{#(\d+)\}/g, (_, c: string) => (lang === 'pl' ? `„${cardName(lang, Number(c))}”` : `„${cardName(lang, Number(c))}“`))
    .replace(/\{@([a-z-]+)\}/g, (_, id: string) => spaceName(lang, id));
}
export function countryName(lang: Lang, id: string): string {
  return hasMessage(lang, `country.${id}`) ? msg(lang, `country.${id}`) : id;
}
/** A power-struggle card's name without its rank. */
export function psCardTitle(lang: Lang, n: number): string {
  const c = PS_CARDS[n];
  if (!c) return `#${n}`;
  if (c.type === 'suited') return msg(lang, `suit.${c.suit}`);
  if (c.type === 'leader') return msg(lang, `pscard.leader.${c.leader}`);
  return msg(lang, `pscard.wild.${c.wild}`);
}
export function psCardName(lang: Lang, n: number): string {
  const c = PS_CARDS[n];
  return psCardTitle(lang, n) + (c?.rank && c.type === 'suited' ? ` (${c.rank})` : '');
}
export function tiananmenAward(lang: Lang, side: Side, box: number): string {
  return msg(lang, `tian.award.${side}.${box}`);
}
export function ussrStepName(lang: Lang, position: number): string {
  return msg(lang, `ussr.step.${position}`);
}
export function sideName(lang: Lang, side: string): string {
  return msg(lang, `side.${side}`);
}
export function sideLetter(lang: Lang, side: Side): string {
  return msg(lang, `letter.${side}`);
}

function msg(lang: Lang, key: string): string {
  return t(lang, key);
}

export function hasMessage(lang: Lang, key: string): boolean {
  return messageFn(lang, key) !== undefined;
}

/** The parts of a message: text, and strategy cards as { card } so the UI can show their events. */
function parts(lang: Lang, key: string, params: Record<string, unknown>): LogPart[] | null {
  const f = messageFn(lang, key) ?? messageFn('en', key);
  if (!f) return null;
  const out: LogPart[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v === null || v === undefined) out.push('–');
    else if (typeof v === 'object' && typeof (v as CardPart).card === 'number') out.push({ card: (v as CardPart).card });
    else if (typeof v === 'object') out.push(JSON.stringify(v));
    else out.push(String(v));
  };
  walk(f(params));
  return out;
}

function joinParts(lang: Lang, ps: readonly LogPart[]): string {
  return ps.map((p) => (typeof p === 'string' ? p : cardLabel(lang, p.card))).join('');
}

/** A message with its ICU arguments ({n}, {side, side}, {n, plural, …}) filled from params. */
export function t(lang: Lang, key: string, params: Record<string, unknown> = {}): string {
  const ps = parts(lang, key, params);
  return ps ? joinParts(lang, ps) : key;
}

/** The catalogue key of a log entry: a suited card led names its suit once (its name is the suit). */
function logKey(e: LogEntry): string {
  if (e.key === 'psLead' && PS_CARDS[Number(e.params.card)]?.type === 'suited') return 'log.psLeadSuited';
  return `log.${e.key}`;
}

/** A rule as a prompt cites it: "rule 6.3", or a card's own rule ("card 7") as "card #7", in the player's language. */
export function ruleText(lang: Lang, rule: string): string {
  const card = /^card (\d+)$/.exec(rule);
  return card ? t(lang, 'prompt.ruleCard', { card: Number(card[1]) }) : t(lang, 'prompt.rule', { rule });
}

/** A log entry in words; an unknown key shows its key and parameters rather than nothing. */
export function formatLog(lang: Lang, e: LogEntry): string {
  return joinParts(lang, formatLogParts(lang, e));
}

/** A piece of a log line: text, or a strategy card (so the UI can show its event on hover). */
type LogPart = string | { card: number };

/** A log entry as formatLog words it, with the card names as separate parts. */
export function formatLogParts(lang: Lang, e: LogEntry): LogPart[] {
  const ps = parts(lang, logKey(e), e.params);
  if (!ps) return [`${e.key} ${JSON.stringify(e.params)}`];
  const merged: LogPart[] = [];
  for (const p of ps) {
    const last = merged[merged.length - 1];
    if (typeof p === 'string' && typeof last === 'string') merged[merged.length - 1] = last + p;
    else if (p !== '') merged.push(p);
  }
  return merged;
}

/** An option value of a 'select' action, in words: a space, a country or an opt.* word. */
export function optionLabel(lang: Lang, value: string): string {
  if (SPACE_IDS.has(value)) return spaceName(lang, value);
  if (COUNTRY[value as CountryId]) return countryName(lang, value);
  const key = `opt.${value}`;
  return hasMessage(lang, key) || hasMessage('en', key) ? t(lang, key) : value;
}

// the formatters of the messages name cards, spaces and sides through these lookups
setNames({ cardLabel, countryName, optionLabel, psCardName, sideName, spaceName, t });
