/**
 * The deal's moves, as data (docs/remote.md "The deal", D1–D7): what the two pages send each
 * other, and the draws both engines call for. Each is read here for its shape before anything
 * looks at it; what it means is checked by ./ledger.ts.
 */
import type { Role } from '../protocol';
import { DECK_KINDS, type DeckKind } from './cards';
import { DealError } from './errors';
import type { LayerProof } from './proof';

export type { Role };
export const other = (r: Role): Role => (r === 'host' ? 'guest' : 'host');

export type DealMove =
  /**
   * D1: a deck to deal, its kind and its cards in the order both pages list them; with `carry`,
   * an earlier deck's undrawn slots come first (4.4: cards joining a pile still hidden, D8)
   */
  | { t: 'deck'; deck: string; kind: DeckKind; cards: number[]; carry?: { deck: string; slots: number[] } }
  /** D8: the listed cards of a deck that carries slots, under `by`'s layer of the carried deck, in their order */
  | { t: 'lift'; deck: string; by: Role; points: string[] }
  /** D2: a page's pass: the public point of its key for the deck, and the deck under its layer, shuffled */
  | { t: 'pass'; deck: string; by: Role; key: string; cards: string[] }
  /** D3: the top slot of the deck goes face down to `to` (both engines call for it) */
  | { t: 'draw'; deck: string; slot: number; to: Role }
  /** D4: the other page takes its layer off drawn slots (one, or a hand dealt at once), with one proof */
  | { t: 'share'; deck: string; slots: number[]; by: Role; points: string[]; proof: LayerProof }
  /** D5: the slot's holder shows its card: what is left under his layer is that card */
  | { t: 'open'; deck: string; slot: number; by: Role; card: number; proof: LayerProof }
  /** D6: the holder says these slots of his hold only cards of the list (#46, #20): checked at the audit */
  | { t: 'claim'; deck: string; by: Role; slots: number[]; cards: number[]; rule: string }
  /** D7: at the end, a page's secret keys and permutations, deck by deck */
  | { t: 'audit'; by: Role; keys: Record<string, string>; perms: Record<string, number[]> };

/** Decks and slots at most: a game deals a few dozen decks of at most 110 cards. */
const MAX_DECKS = 1000;
const MAX_CARDS = 110;
const DECK_ID = /^[a-z0-9/._-]{1,40}$/;
const HEX64 = /^[0-9a-f]{64}$/;

const isObject = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);
const isRole = (x: unknown): x is Role => x === 'host' || x === 'guest';
const isIndex = (x: unknown, below: number): x is number => Number.isInteger(x) && (x as number) >= 0 && (x as number) < below;
const isHex = (x: unknown): x is string => typeof x === 'string' && HEX64.test(x);
const isDeck = (x: unknown): x is string => typeof x === 'string' && DECK_ID.test(x);
const isList = <T>(x: unknown, max: number, each: (y: unknown) => y is T): x is T[] => Array.isArray(x) && x.length <= max && x.every(each);
const isProof = (x: unknown): x is LayerProof => isObject(x) && isHex(x.c) && isHex(x.s) && Object.keys(x).length === 2;
const isCard = (x: unknown): x is number => isIndex(x, 1000);
const isRecord = <T>(x: unknown, each: (y: unknown) => y is T): x is Record<string, T> =>
  isObject(x) && Object.keys(x).length <= MAX_DECKS && Object.entries(x).every(([k, v]) => isDeck(k) && each(v));

function shapeOk(m: Record<string, unknown>): boolean {
  switch (m.t) {
    case 'deck':
      return (
        isDeck(m.deck) &&
        DECK_KINDS.includes(m.kind as DeckKind) &&
        isList(m.cards, MAX_CARDS, isCard) &&
        (m.carry === undefined ||
          (isObject(m.carry) &&
            Object.keys(m.carry).length === 2 &&
            isDeck(m.carry.deck) &&
            isList(m.carry.slots, MAX_CARDS, (x): x is number => isIndex(x, MAX_CARDS))))
      );
    case 'lift':
      return isDeck(m.deck) && isRole(m.by) && isList(m.points, MAX_CARDS, isHex);
    case 'pass':
      return isDeck(m.deck) && isRole(m.by) && isHex(m.key) && isList(m.cards, MAX_CARDS, isHex);
    case 'draw':
      return isDeck(m.deck) && isIndex(m.slot, MAX_CARDS) && isRole(m.to);
    case 'share':
      return (
        isDeck(m.deck) &&
        isList(m.slots, MAX_CARDS, (x): x is number => isIndex(x, MAX_CARDS)) &&
        m.slots.length > 0 &&
        new Set(m.slots).size === m.slots.length &&
        isRole(m.by) &&
        isList(m.points, MAX_CARDS, isHex) &&
        m.points.length === m.slots.length &&
        isProof(m.proof)
      );
    case 'open':
      return isDeck(m.deck) && isIndex(m.slot, MAX_CARDS) && isRole(m.by) && isCard(m.card) && isProof(m.proof);
    case 'claim':
      return (
        isDeck(m.deck) &&
        isRole(m.by) &&
        isList(m.slots, MAX_CARDS, (x): x is number => isIndex(x, MAX_CARDS)) &&
        isList(m.cards, MAX_CARDS, isCard) &&
        typeof m.rule === 'string' &&
        m.rule.length <= 20
      );
    case 'audit':
      return (
        isRole(m.by) && isRecord(m.keys, isHex) && isRecord(m.perms, (x): x is number[] => isList(x, MAX_CARDS, (y): y is number => isIndex(y, MAX_CARDS)))
      );
    default:
      return false;
  }
}

/** A move as received: its shape checked, else a `malformed` refusal (D0); a copy, so the sender's object changing later changes no record. */
export function readMove(x: unknown): DealMove {
  if (!isObject(x) || !shapeOk(x)) throw new DealError('malformed', 'D0', 'not a move of the deal');
  return structuredClone(x) as unknown as DealMove;
}
