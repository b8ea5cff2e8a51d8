/** Message catalogues and name lookups. Game data carries its own names (en/pl/de). */
import { CARDS, COUNTRY, PS_CARDS, SPACES, type CountryId, type Side } from '../engine/data';
import type { LogEntry } from '../engine';
import { CARD_TEXT_EN } from '../engine/data';
import { CARD_TEXT_DE } from './cardTexts.de';
import { CARD_TEXT_PL } from './cardTexts.pl';
import { de } from './de';
import { en } from './en';
import { EXTRA_DE, EXTRA_EN, EXTRA_PL, SPACE_NAMES_DE } from './extra';
import { pl } from './pl';
import { UI_DE, UI_EN, UI_PL } from './ui';
import { BOARD_DE, BOARD_EN, BOARD_PL } from './board';
import { EVENT_PROMPTS_DE, EVENT_PROMPTS_EN, EVENT_PROMPTS_PL } from './eventPrompts';

export type Lang = 'en' | 'pl' | 'de';
/** in the order the language switch offers them */
export const LANGS: readonly Lang[] = ['pl', 'en', 'de'];
export const CATALOGUES: Record<Lang, Record<string, string>> = {
  en: { ...en, ...EXTRA_EN, ...UI_EN, ...BOARD_EN, ...EVENT_PROMPTS_EN },
  pl: { ...pl, ...EXTRA_PL, ...UI_PL, ...BOARD_PL, ...EVENT_PROMPTS_PL },
  de: { ...de, ...EXTRA_DE, ...UI_DE, ...BOARD_DE, ...EVENT_PROMPTS_DE },
};

export function isLang(x: unknown): x is Lang {
  return x === 'en' || x === 'pl' || x === 'de';
}

const spaceById = new Map(SPACES.map((s) => [s.id, s]));
const cardById = new Map(Object.values(CARDS).map((c) => [c.id, c]));

export function cardName(lang: Lang, n: number): string {
  const c = CARDS[n];
  return c ? c.names[lang] : `#${n}`;
}
export function cardLabel(lang: Lang, n: number): string {
  return `#${n} ${cardName(lang, n)}`;
}
export function spaceName(lang: Lang, id: string): string {
  if (lang === 'de' && SPACE_NAMES_DE[id]) return SPACE_NAMES_DE[id];
  return spaceById.get(id)?.names[lang] ?? id;
}

const CARD_TEXTS: Record<Lang, Readonly<Record<number, string>>> = { en: CARD_TEXT_EN, pl: CARD_TEXT_PL, de: CARD_TEXT_DE };

/**
 * A card's event in plain words in that language; {#n} in a text is card n's name and {@id}
 * a space's name, so the texts always use the names shown on the cards and the map.
 */
export function cardText(lang: Lang, n: number): string | null {
  const text = CARD_TEXTS[lang][n];
  if (text === undefined) return null;
  return text
    .replace(/\{#(\d+)\}/g, (_, c: string) => (lang === 'pl' ? `„${cardName(lang, Number(c))}”` : `„${cardName(lang, Number(c))}“`))
    .replace(/\{@([a-z-]+)\}/g, (_, id: string) => spaceName(lang, id));
}
export function countryName(lang: Lang, id: string): string {
  return COUNTRY[id as CountryId]?.names[lang] ?? id;
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
  return CATALOGUES[lang][key] ?? CATALOGUES.en[key] ?? key;
}

export function hasMessage(lang: Lang, key: string): boolean {
  return key in CATALOGUES[lang];
}

type Value = unknown;

function formatValue(lang: Lang, type: string | undefined, v: Value): string {
  if (v === null || v === undefined) return '–';
  switch (type) {
    case 'side':
      return sideName(lang, String(v));
    case 'sides':
      return Array.isArray(v) ? v.map((x) => sideName(lang, String(x))).join(', ') : sideName(lang, String(v));
    case 'card':
      return typeof v === 'number' ? cardLabel(lang, v) : String(v);
    case 'cards':
      return Array.isArray(v) ? v.map((x) => cardLabel(lang, Number(x))).join(', ') : String(v);
    case 'pscard':
      return typeof v === 'number' ? psCardName(lang, v) : String(v);
    case 'space':
      return spaceName(lang, String(v));
    case 'country':
      return countryName(lang, String(v));
    case 'suit':
      return msg(lang, `suit.${v}`);
    case 'use':
      return msg(lang, `use.${v}`);
    case 'level':
      return msg(lang, `level.${v}`);
    case 'period':
      return msg(lang, `period.${v}`);
    case 'trigger':
      return msg(lang, `trigger.${v}`);
    case 'bool':
      return msg(lang, `bool.${Boolean(v)}`);
    case 'signed': {
      const n = Number(v);
      return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
    }
    case 'reason': {
      const s = String(v);
      const m = /^card(\d+)$/.exec(s);
      if (m) return cardLabel(lang, Number(m[1]));
      const c = cardById.get(s);
      if (c) return cardLabel(lang, c.number);
      return msg(lang, `reason.${s}`);
    }
    case 'opt': {
      const s = String(v);
      if (spaceById.has(s)) return spaceName(lang, s);
      if (COUNTRY[s as CountryId]) return countryName(lang, s);
      const k = `opt.${s}`;
      return CATALOGUES[lang][k] ?? CATALOGUES.en[k] ?? s;
    }
    default:
      return Array.isArray(v) ? v.join(', ') : String(v);
  }
}

/** A message with {name} or {name:type} placeholders filled from params. */
export function t(lang: Lang, key: string, params: Record<string, Value> = {}): string {
  return msg(lang, key).replace(/\{(\w+)(?::(\w+))?\}/g, (_, name: string, type: string | undefined) =>
    formatValue(lang, type, params[name]),
  );
}

/** A log entry in words; an unknown key shows its key and parameters rather than nothing. */
/** The catalogue key of a log entry: a suited card led names its suit once (its name is the suit). */
function logKey(e: LogEntry): string {
  if (e.key === 'psLead' && PS_CARDS[Number(e.params.card)]?.type === 'suited') return 'log.psLeadSuited';
  return `log.${e.key}`;
}

export function formatLog(lang: Lang, e: LogEntry): string {
  const key = logKey(e);
  if (!(key in CATALOGUES[lang]) && !(key in CATALOGUES.en)) return `${e.key} ${JSON.stringify(e.params)}`;
  return t(lang, key, e.params);
}

/** A piece of a log line: text, or a strategy card (so the UI can show its event on hover). */
export type LogPart = string | { card: number };

/** A log entry as formatLog words it, with the card names as separate parts. */
export function formatLogParts(lang: Lang, e: LogEntry): LogPart[] {
  const key = logKey(e);
  if (!(key in CATALOGUES[lang]) && !(key in CATALOGUES.en)) return [formatLog(lang, e)];
  const template = msg(lang, key);
  const parts: LogPart[] = [];
  let last = 0;
  for (const m of template.matchAll(/\{(\w+)(?::(\w+))?\}/g)) {
    parts.push(template.slice(last, m.index));
    last = m.index + m[0].length;
    const v = e.params[m[1]!];
    if (m[2] === 'card' && typeof v === 'number' && CARDS[v]) parts.push({ card: v });
    else if (m[2] === 'cards' && Array.isArray(v)) v.forEach((c, i) => parts.push(...(i ? [', '] : []), { card: Number(c) }));
    else parts.push(formatValue(lang, m[2], v));
  }
  parts.push(template.slice(last));
  return parts.filter((p) => p !== '');
}

/** An option value of a 'select' action, in words. */
export function optionLabel(lang: Lang, value: string): string {
  return formatValue(lang, 'opt', value);
}
