/**
 * The custom formatters of our ICU messages: {card, card} shows a card's number and name,
 * {side, side} a side's name, {vp, signed} a signed number, and so on. Each takes the value and
 * the message's locale (en, pl or de). A strategy card stays a { card } part, so a log line can
 * show its event text on hover; t() turns it into words.
 */
import { CARDS } from '../engine/data';
import type { FORMATTER_NAMES } from './formatterNames';
import { isLang, type Lang } from './langs';

/**
 * The lookups of ./index the formatters use, handed over when it loads (so that this module, which
 * the message compiler imports, does not import the catalogues back).
 */
export interface Names {
  cardLabel(lang: Lang, n: number): string;
  countryName(lang: Lang, id: string): string;
  optionLabel(lang: Lang, value: string): string;
  psCardName(lang: Lang, n: number): string;
  sideName(lang: Lang, side: string): string;
  spaceName(lang: Lang, id: string): string;
  t(lang: Lang, key: string, params?: Record<string, unknown>): string;
}
let names: Names | null = null;

export function setNames(n: Names): void {
  names = n;
}

/** The lookups, once ./index has handed them over (it does so when it loads, before any message is formatted). */
const named = (): Names => names!;
const cardLabel = (lang: Lang, n: number) => named().cardLabel(lang, n);
const t = (lang: Lang, key: string) => named().t(lang, key);

export interface CardPart {
  card: number;
}
type Formatter = (value: unknown, locale: string) => unknown;

const langOf = (locale: string): Lang => (isLang(locale) ? locale : 'en');
const cardPart = (lang: Lang, v: unknown): unknown => (typeof v === 'number' ? (CARDS[v] ? ({ card: v } satisfies CardPart) : cardLabel(lang, v)) : String(v));
/** A value looked up under a key prefix ({suit, suit} → suit.march). */
const keyed =
  (prefix: string): Formatter =>
  (v, locale) =>
    t(langOf(locale), `${prefix}.${String(v)}`);

/** A missing value shows as a dash, whatever its type. */
const dashed =
  (f: Formatter): Formatter =>
  (v, l) =>
    v === null || v === undefined ? '–' : f(v, l);

export const side = dashed((v, l) => named().sideName(langOf(l), String(v)));
export const sides = dashed((v, l) =>
  Array.isArray(v) ? v.map((x) => named().sideName(langOf(l), String(x))).join(', ') : named().sideName(langOf(l), String(v)),
);
export const card = dashed((v, l) => cardPart(langOf(l), v));
export const cards = dashed((v, l) => (Array.isArray(v) ? v.flatMap((x, i) => [...(i ? [', '] : []), cardPart(langOf(l), Number(x))]) : String(v)));
export const pscard = dashed((v, l) => (typeof v === 'number' ? named().psCardName(langOf(l), v) : String(v)));
export const space = dashed((v, l) => named().spaceName(langOf(l), String(v)));
export const country = dashed((v, l) => named().countryName(langOf(l), String(v)));
export const suit = dashed(keyed('suit'));
export const use = dashed(keyed('use'));
export const level = dashed(keyed('level'));
export const period = dashed(keyed('period'));
export const trigger = dashed(keyed('trigger'));
export const bool = dashed((v, l) => t(langOf(l), `bool.${Boolean(v)}`));
export const signed = dashed((v) => {
  const n = Number(v);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0';
});
export const reason = dashed((v, l) => {
  const lang = langOf(l);
  const s = String(v);
  // a card's event (`card<N>`), or a rule's reason by name
  const m = /^card(\d+)$/.exec(s);
  return m ? cardLabel(lang, Number(m[1])) : t(lang, `reason.${s}`);
});
/** an option value of a 'select' action: a space, a country or an opt.* word */
export const opt = dashed((v, l) => named().optionLabel(langOf(l), String(v)));
/** a Tiananmen Square box's award by its number, as each side's marker names it, and what it does (6.3.5) */
export const awardDemocrat = dashed(keyed('tian.award.democrat'));
export const awardCommunist = dashed(keyed('tian.award.communist'));
export const tianEffect = dashed(keyed('tian.effect'));

export const FORMATTERS: Readonly<Record<(typeof FORMATTER_NAMES)[number], Formatter>> = {
  side,
  sides,
  card,
  cards,
  pscard,
  space,
  country,
  suit,
  use,
  level,
  period,
  trigger,
  bool,
  signed,
  reason,
  opt,
  awardDemocrat,
  awardCommunist,
  tianEffect,
};
