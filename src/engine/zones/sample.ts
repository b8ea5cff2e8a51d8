/**
 * The hidden slots of every zone filled in, consistent with what one side sees of the zones and
 * knows of their cards (./knowledge.ts): the opponent's hand and set-aside cards of the sizes
 * shown, with the cards seen in it and, after #46, no other red-titled card; the order of every
 * draw pile; the opponent's power-struggle hand unless it lies open (#70). Cards not yet added
 * (4.4) are exactly the periods not yet added; in the family mode each side's cards come from its
 * own deck (TR.1.2). Used by `determinize` (../determinize.ts).
 */
import { other } from '../board';
import { cardAt, CARD_NUMBERS, PS_CARD_INDEXES, cardsOfPeriod, type Side } from '../data';
import type { Frame, GameState, PowerStruggleState, ShownCards } from '../types';
import type { FamilyView } from './family';

/** What one side sees of the zones (a PlayerView is one). */
export interface ZonesSeen {
  side: Side;
  hand: readonly number[];
  setAside: readonly number[];
  opponentHandSize: number;
  opponentSetAsideSize: number;
  opponentKnown: ShownCards;
  drawPileSize: number;
  discard: readonly number[];
  removed: readonly number[];
  notYetAddedSize: number;
  inPlay: readonly number[];
  family: FamilyView | null;
  powerStruggle: {
    hand: readonly number[];
    opponentHandSize: number;
    opponentHand: readonly number[] | null;
    deckSize: number;
    discard: readonly number[];
  } | null;
}

/** The zones of a full state: the strategy cards' (and the family mode's) fields of the state, and the struggle's. */
export interface SampledZones {
  cards: Pick<GameState, 'hands' | 'setAside' | 'drawPile' | 'discard' | 'removed' | 'notYetAdded' | 'inPlay'>;
  family: GameState['family'];
  ps: Pick<PowerStruggleState, 'deck' | 'discard' | 'hands'> | null;
}

/** A uniform source in [0, 1). */
export type Rng = () => number;

function shuffleInPlace<T>(a: T[], rng: Rng): T[] {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    const x = a[i] as T;
    a[i] = a[j] as T;
    a[j] = x;
  }
  return a;
}

const shuffled = <T>(items: readonly T[], rng: Rng): T[] => shuffleInPlace(items.slice(), rng);

const without = (all: readonly number[], ...seen: (readonly number[])[]): number[] => {
  const out = new Set(all);
  for (const list of seen) for (const c of list) out.delete(c);
  return [...out];
};

/**
 * 4.4: the Middle and Late Year cards still out of the deck: the periods not yet added (told by
 * how many cards wait), less any of their cards seen elsewhere.
 */
function notYetAdded(size: number, seen: readonly number[]): number[] {
  if (size === 0) return [];
  const late = cardsOfPeriod('late');
  const periods = size > late.length ? [...cardsOfPeriod('middle'), ...late] : late;
  const out = without(periods, seen);
  if (out.length !== size) throw new Error(`determinize: ${size} cards not yet added match no period`);
  return out;
}

/**
 * Deal `known` cards (those still unplaced) and then random ones from `pool` into piles of the
 * given sizes; the first pile takes no card `barred` forbids while others are left.
 */
function split<N extends number[]>(
  pool: readonly number[],
  known: readonly number[],
  sizes: [...N],
  rng: Rng,
  barred: (c: number) => boolean = () => false,
): { [K in keyof N]: number[] } {
  const [first = 0, ...others] = sizes;
  const sure = known.filter((c) => pool.includes(c)).slice(0, first);
  const free = shuffled(without(pool, sure), rng);
  // allowed cards first, so the first pile is filled from them
  const rest = [...free.filter((c) => !barred(c)), ...free.filter(barred)];
  const head = [...sure, ...rest.splice(0, Math.max(0, first - sure.length))];
  shuffleInPlace(rest, rng);
  const piles: number[][] = [head];
  let at = 0;
  for (const size of others) {
    piles.push(rest.slice(at, at + size));
    at += size;
  }
  return piles as { [K in keyof N]: number[] };
}

/** The cards the rest of the opponent's hand cannot hold, from what his hand showed (#46), or undefined. */
function excludedFromHand(view: ZonesSeen): ((c: number) => boolean) | undefined {
  return view.opponentKnown.noRedTitled ? (c) => cardAt(c).redTitle : undefined;
}

/** Every zone of a full state consistent with `view`, hidden slots sampled with `rng`. */
export function sampleZones(view: ZonesSeen, rng: Rng): SampledZones {
  const me = view.side;
  const opp = other(me);
  const known = view.opponentKnown.cards;
  const barred = excludedFromHand(view);
  const hands = { [me]: view.hand.slice(), [opp]: [] as number[] } as Record<Side, number[]>;
  const setAside = { [me]: view.setAside.slice(), [opp]: [] as number[] } as Record<Side, number[]>;
  const fam = view.family;
  let drawPile: number[] = [];
  let family: GameState['family'];
  const waiting = notYetAdded(view.notYetAddedSize, [...view.hand, ...view.setAside, ...view.discard, ...view.removed, ...view.inPlay]);

  if (fam) {
    // TR.1.2: each side's hand and deck hold only its own cards
    const seen = [...view.hand, ...view.setAside, ...view.discard, ...view.removed, ...view.inPlay, ...fam.discards.communist, ...fam.discards.democrat];
    const ownDeck = shuffled(without(sideCards(me), seen), rng);
    const [oppHand, oppAside, oppDeck] = split(
      without(sideCards(opp), seen),
      known,
      [view.opponentHandSize, view.opponentSetAsideSize, fam.drawPileSizes[opp]],
      rng,
      barred,
    );
    hands[opp] = oppHand;
    setAside[opp] = oppAside;
    const [oppPs, psDeck] = split(without(PS_CARD_INDEXES, fam.psHand, fam.psDiscard), [], [fam.opponentPsHandSize, fam.psDrawPileSize], rng);
    family = {
      drawPiles: { [me]: ownDeck, [opp]: oppDeck } as Record<Side, number[]>,
      discards: { communist: fam.discards.communist.slice(), democrat: fam.discards.democrat.slice() },
      psDrawPile: psDeck,
      psDiscard: fam.psDiscard.slice(),
      psHands: { [me]: fam.psHand.slice(), [opp]: oppPs } as Record<Side, number[]>,
    };
  } else {
    const pool = without(CARD_NUMBERS, view.hand, view.setAside, view.discard, view.removed, view.inPlay, waiting);
    const [oppHand, oppAside, deck] = split(pool, known, [view.opponentHandSize, view.opponentSetAsideSize, view.drawPileSize], rng, barred);
    hands[opp] = oppHand;
    setAside[opp] = oppAside;
    drawPile = deck;
  }

  let ps: SampledZones['ps'] = null;
  const vps = view.powerStruggle;
  if (vps) {
    const shown = vps.opponentHand;
    const pool = without(PS_CARD_INDEXES, vps.hand, vps.discard, shown ?? []);
    const [oppPs, deck] = shown ? [shown.slice(), shuffled(pool, rng)] : split(pool, [], [vps.opponentHandSize, vps.deckSize], rng);
    ps = {
      deck: deck.slice(0, vps.deckSize),
      discard: vps.discard.slice(),
      hands: { [me]: vps.hand.slice(), [opp]: oppPs } as Record<Side, number[]>,
    };
  }

  return {
    cards: { hands, setAside, drawPile, discard: view.discard.slice(), removed: view.removed.slice(), notYetAdded: waiting, inPlay: view.inPlay.slice() },
    family,
    ps,
  };
}

/**
 * 6.3.5 box 3: the award cards the opponent drew and chooses among are in his hand, so in the
 * sampled stack they are the last cards of his sampled hand (the view shows them as 0s).
 */
export function fillHeldCards(stack: Frame[], zones: SampledZones, opp: Side): void {
  const held = zones.cards.hands[opp];
  for (const f of stack) if (f.kind === 'drawKeep' && f.side === opp && Array.isArray(f.drawn)) f.drawn = held.slice(-f.drawn.length);
}

function sideCards(side: Side): number[] {
  return CARD_NUMBERS.filter((c) => cardAt(c).side === side);
}
