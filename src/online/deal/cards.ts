/**
 * Cards as points (docs/remote.md "The deal", D1): each strategy card (1–110) and each
 * power-struggle card (1–52) is the point its label hashes to, `jn1989/strategy/17` or
 * `jn1989/struggle/5`. The family mode's decks hold the same cards (the Communist's and the
 * Democrat's strategy cards, the power-struggle cards), so they use the same points. Nobody
 * knows the logarithm of one point to another: with known ones, an encrypted card could be told
 * from its neighbours' (`k·(m·G) = m·(k·G)`).
 */
import { CARD_NUMBERS, PS_CARD_INDEXES } from '../../engine/data';
import { labelPoint, pointHex, type Point } from './group';

export type DeckKind = 'strategy' | 'struggle';
export const DECK_KINDS: readonly DeckKind[] = ['strategy', 'struggle'];

/** The hash-to-curve domain of the cards' points. */
const CARD_DOMAIN = 'jn1989-deal-card-v1';

/** Every card of a kind, by number. */
export const cardsOfKind = (kind: DeckKind): readonly number[] => (kind === 'strategy' ? CARD_NUMBERS : PS_CARD_INDEXES);

export const cardLabel = (kind: DeckKind, card: number): string => `jn1989/${kind}/${card}`;

interface Table {
  points: Map<number, Point>;
  cards: Map<string, number>;
}
const tables = new Map<DeckKind, Table>();

/** A kind's points and their reverse lookup, hashed once on first use. */
function table(kind: DeckKind): Table {
  let t = tables.get(kind);
  if (!t) {
    t = { points: new Map(), cards: new Map() };
    for (const c of cardsOfKind(kind)) {
      const p = labelPoint(cardLabel(kind, c), CARD_DOMAIN);
      t.points.set(c, p);
      t.cards.set(pointHex(p), c);
    }
    tables.set(kind, t);
  }
  return t;
}

/** Hashes every card's point now (a page may do it while it waits for the friend, before the first deal). */
export function prepareCards(): void {
  for (const kind of DECK_KINDS) table(kind);
}

/** The point of a card (throws for a number that is no card of the kind: a bug, not a move). */
export function cardPoint(kind: DeckKind, card: number): Point {
  const p = table(kind).points.get(card);
  if (!p) throw new Error(`no ${kind} card ${card}`);
  return p;
}

/** The card a point stands for, or null when it is none of the kind's. */
export const cardOfPoint = (kind: DeckKind, p: Point): number | null => table(kind).cards.get(pointHex(p)) ?? null;
