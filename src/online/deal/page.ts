/**
 * One page's side of the deal (docs/remote.md "The deal"): its secret keys and permutations, the
 * moves it makes from them, and the cards it can read. Everything secret stays in `PageSecrets`
 * (the page keeps it with its own save); the moves it returns are what it sends.
 */
import { cardOfPoint, cardPoint } from './cards';
import { DealError } from './errors';
import { pointHex, pointOf, scalarHex, scalarOf, webRandom, type Point, type RandomBytes } from './group';
import { keyOf, newDeckKey, removeLayer, shufflePass, type DeckKey } from './layer';
import { proofContext, shuffled, type DeckState, type Ledger } from './ledger';
import { other, type DealMove, type Role } from './moves';
import { randomPermutation } from './permutation';
import { carryFactors, carryInput, carryPass, liftPoints } from './carry';
import { proveLayer, proveLayers } from './proof';

export interface PageSecrets {
  role: Role;
  /** per deck: the secret key (64 hex digits) and the permutation of this page's pass */
  decks: Record<string, { key: string; perm: number[] }>;
}

export const newPage = (role: Role): PageSecrets => ({ role, decks: {} });

function deckOf(l: Ledger, id: string): DeckState {
  const d = l.decks[id];
  if (!d) throw new DealError('noDeck', 'D1', `no deck ${id}`, { deck: id });
  return d;
}

function keyFor(page: PageSecrets, id: string): DeckKey {
  const k = scalarOf(page.decks[id]?.key);
  if (k === null) throw new DealError('noKey', 'D2', `this page has no key for ${id}`, { deck: id });
  return keyOf(k);
}

/** What a pass takes in: the deck's card points in their listed order, or the first pass's output. */
function passInput(d: DeckState): Point[] {
  const first = d.passes[0];
  return first ? first.cards.map((c, i) => pointOf(c, 'D2', `point ${i} of the first pass`)) : d.cards.map((c) => cardPoint(d.kind, c));
}

/** D2: this page's pass over a deck, with a fresh key and permutation (kept in the returned secrets); D8 for a deck that carries slots. */
export function makePass(l: Ledger, id: string, page: PageSecrets, random: RandomBytes = webRandom): { move: DealMove; page: PageSecrets } {
  const d = deckOf(l, id);
  if (page.decks[id]) throw new DealError('passed', 'D2', `this page has passed over ${id}`, { deck: id });
  const key = newDeckKey(random);
  const perm = randomPermutation(d.size, random);
  const which = d.passes.length === 0 ? 0 : 1;
  const cards = (
    d.carry
      ? carryPass(carryInput(l, d, which), carryFactors(d, which, key.secret, keyFor(page, d.carry.deck).secret), perm)
      : shufflePass(passInput(d), key, perm)
  ).map(pointHex);
  return {
    move: { t: 'pass', deck: id, by: page.role, key: pointHex(key.public), cards },
    page: { ...page, decks: { ...page.decks, [id]: { key: scalarHex(key.secret), perm } } },
  };
}

/** D8: the listed cards of a deck that carries slots, under this page's layer of the carried deck. */
export function makeLift(l: Ledger, id: string, page: PageSecrets): DealMove {
  const d = deckOf(l, id);
  if (!d.carry) throw new DealError('noLift', 'D8', `deck ${id} carries no slots`, { deck: id });
  return { t: 'lift', deck: id, by: page.role, points: liftPoints(d, keyFor(page, d.carry.deck).secret).map(pointHex) };
}

/** D4: this page's layer off slots the other page drew (one, or a hand dealt at once), with one proof. */
export function makeShare(l: Ledger, id: string, slots: number | readonly number[], page: PageSecrets, random: RandomBytes = webRandom): DealMove {
  const d = deckOf(l, id);
  const key = keyFor(page, id);
  const list = typeof slots === 'number' ? [slots] : slots.slice();
  const overs = list.map((slot) => pointOf(shuffled(d)[slot], 'D4', 'the slot'));
  const unders = overs.map((p) => removeLayer(p, key));
  const m = { t: 'share' as const, deck: id, slots: list, by: page.role, points: unders.map(pointHex) };
  return { ...m, proof: proveLayers(proofContext(l.game, m), key, unders, overs, random) };
}

/**
 * The card of a slot this page drew, once the other's share is in: its own layer off the share. A
 * share that checked but leaves no card of the deck means a pass was no shuffle of the deck: the
 * other page's, since this page's own is its own (the audit shows it to anyone).
 */
export function drawnCard(l: Ledger, id: string, slot: number, page: PageSecrets): number {
  const d = deckOf(l, id);
  const s = d.slots[slot];
  if (!s || s.to !== page.role || s.share === null)
    throw new DealError('notYours', 'D5', `slot ${slot} of ${id} is not drawn to this page`, { deck: id, slot });
  const card = cardOfPoint(d.kind, removeLayer(pointOf(s.share, 'D4', 'the share'), keyFor(page, id)));
  if (card === null || !d.holds.includes(card))
    throw new DealError('notACard', 'D2', `slot ${slot} of ${id} holds no card of the deck: ${other(page.role)}'s pass was not a shuffle of it`, {
      deck: id,
      slot,
    });
  return card;
}

/** D5: show the card of a slot this page holds, with the proof that it is what this page's layer covers. */
export function makeOpen(l: Ledger, id: string, slot: number, page: PageSecrets, random: RandomBytes = webRandom): DealMove {
  const d = deckOf(l, id);
  const card = drawnCard(l, id, slot, page);
  const m = { t: 'open' as const, deck: id, slot, by: page.role, card };
  const over = pointOf(d.slots[slot]!.share, 'D4', 'the share');
  return { ...m, proof: proveLayer(proofContext(l.game, m), keyFor(page, id), cardPoint(d.kind, card), over, random) };
}

/** The cards this page holds hidden in a deck, by slot: those it drew and has not shown. */
export function hiddenCards(l: Ledger, id: string, page: PageSecrets): Map<number, number> {
  const d = deckOf(l, id);
  const out = new Map<number, number>();
  d.slots.forEach((s, i) => {
    if (s.to === page.role && s.share !== null && s.card === null) out.set(i, drawnCard(l, id, i, page));
  });
  return out;
}

/** D7: every key and permutation of this page, published at the end. */
export function makeAudit(page: PageSecrets): DealMove {
  const ids = Object.keys(page.decks);
  return {
    t: 'audit',
    by: page.role,
    keys: Object.fromEntries(ids.map((id) => [id, page.decks[id]!.key])),
    perms: Object.fromEntries(ids.map((id) => [id, page.decks[id]!.perm.slice()])),
  };
}
