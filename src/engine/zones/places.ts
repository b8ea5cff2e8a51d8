/**
 * Every card's place in a position (../position.ts): the cards a spec lays out, checked and set
 * into the zones, and the zones read back as a spec. Every card is in exactly one place; cards the
 * spec does not place go where a game keeps them at that turn (4.4: a period already added joins
 * the draw pile under the listed top, shuffled from the seed, a later one waits; TR.1.1 / TR.1.2:
 * in the family mode the cards out of the game are in the box, a side's unplaced cards in its own
 * deck, the unplaced power-struggle cards in their deck).
 */
import { CARD_NUMBERS, PS_CARD_INDEXES, SIDES, cardAt, isCardNumber, type Period, type Side } from '../data';
import { RuleError } from '../errors';
import type { FamilyState, GameState } from '../types';
import { shufflePsDeck, shuffleSideDeck } from './family';
import { shuffleStrategy } from './strategy';

/** The cards of a position by place, as a spec lists them (each pile top first). */
export interface CardPlacesSpec {
  hands?: Partial<Record<Side, number[]>>;
  setAside?: Partial<Record<Side, number[]>>;
  /** the top of the draw pile, top first */
  drawPile?: number[];
  discard?: number[];
  removed?: number[];
  /** the cards of lasting events waiting beside the map (7.2): each belongs to an effect in force */
  inPlay?: number[];
  /** family mode piles (TR.1.2); each draw pile lists its top, top first */
  family?: {
    drawPiles?: Partial<Record<Side, number[]>>;
    discards?: Partial<Record<Side, number[]>>;
    psHands?: Partial<Record<Side, number[]>>;
    psDrawPile?: number[];
    psDiscard?: number[];
  };
}

/** What a family position needs of the family mode's cards (../family/cards.ts). */
export interface FamilyDecks {
  /** TR.1.1: the cards out of the family game */
  box: readonly number[];
  /** TR.1.2: the cards of each side's own deck */
  deck: (side: Side) => readonly number[];
}

export function badPosition(message: string, params: Record<string, unknown> = {}): RuleError {
  return new RuleError('BAD_POSITION', '-', `Bad position: ${message}`, params);
}

/** Where each listed card is; refuses unknown cards and a card in two places. */
class Places {
  private readonly at = new Map<number, string>();
  constructor(
    private readonly valid: (n: unknown) => boolean,
    private readonly what: string,
  ) {}
  add(place: string, cards: readonly number[] | undefined): number[] {
    if (cards === undefined) return [];
    if (!Array.isArray(cards)) throw badPosition(`${place} must be a list of card numbers`);
    for (const c of cards) {
      if (!this.valid(c)) throw badPosition(`${place} holds ${String(c)}, which is not a ${this.what}`, { card: c });
      const there = this.at.get(c);
      if (there !== undefined) throw badPosition(`${this.what} ${c} is both in ${there} and in ${place}`, { card: c, places: [there, place] });
      this.at.set(c, place);
    }
    return [...cards];
  }
  sides(place: string, r: Partial<Record<Side, number[]>> | undefined): Record<Side, number[]> {
    return { communist: this.add(`the Communist ${place}`, r?.communist), democrat: this.add(`the Democratic ${place}`, r?.democrat) };
  }
  has(c: number): boolean {
    return this.at.has(c);
  }
}

/** The period whose cards are in the draw pile by this turn (4.4). */
function periodAdded(period: Period, turn: number): boolean {
  return period === 'early' || (period === 'middle' ? turn >= 4 : turn >= 8);
}

/** 7.2: a card waits beside the map only while its effect is in force. */
export function checkInPlay(spec: CardPlacesSpec, effectCards: readonly number[]): void {
  for (const c of spec.inPlay ?? [])
    if (!effectCards.includes(c)) throw badPosition(`card ${String(c)} waits beside the map without an effect in force (7.2)`, { card: c });
}

/**
 * Lay out the cards of `spec` in `s` (a state being built at `s.turn`): every card in one place,
 * the unplaced ones where a game keeps them (above). `family` for a family game.
 */
export function placeCards(s: GameState, spec: CardPlacesSpec, family?: FamilyDecks): void {
  const p = new Places(isCardNumber, 'card');
  const hands = p.sides('hand', spec.hands);
  const setAside = p.sides('set-aside cards', spec.setAside);
  const drawTop = p.add('the draw pile', spec.drawPile);
  const discard = p.add('the discard pile', spec.discard);
  const inPlay = p.add('play', spec.inPlay);
  if (family) {
    const removed = p.add('the box', [...family.box, ...(spec.removed ?? []).filter((c) => !family.box.includes(c))]);
    const f = spec.family ?? {};
    const draw = p.sides('deck', f.drawPiles);
    const own = p.sides('discards', f.discards);
    for (const side of SIDES)
      for (const c of [...hands[side], ...setAside[side], ...draw[side], ...own[side]])
        if (cardAt(c).side !== side) throw badPosition(`card ${c} is not a ${side} card (TR.1.1)`, { card: c });
    if (drawTop.length > 0 || discard.length > 0) throw badPosition('the family mode has no common draw or discard pile (TR.1.2)');
    for (const side of SIDES)
      draw[side].push(
        ...shuffleSideDeck(
          s,
          family.deck(side).filter((c) => !p.has(c)),
        ),
      );
    const ps = new Places((n) => PS_CARD_INDEXES.includes(n as number), 'power-struggle card');
    const psHands = {
      communist: ps.add('the Communist power-struggle hand', f.psHands?.communist),
      democrat: ps.add('the Democratic power-struggle hand', f.psHands?.democrat),
    };
    const psDiscard = ps.add('the power-struggle discards', f.psDiscard);
    const psDrawPile = ps.add('the power-struggle deck', f.psDrawPile);
    psDrawPile.push(
      ...shufflePsDeck(
        s,
        PS_CARD_INDEXES.filter((c) => !ps.has(c)),
      ),
    );
    const piles: FamilyState = { drawPiles: draw, discards: own, psDrawPile, psDiscard, psHands };
    Object.assign(s, { hands, setAside, discard, inPlay, removed, family: piles });
    return;
  }
  const removed = p.add('the box', spec.removed);
  const unplaced = CARD_NUMBERS.filter((c) => !p.has(c));
  const notYetAdded = unplaced.filter((c) => !periodAdded(cardAt(c).period, s.turn));
  const drawPile = [
    ...drawTop,
    ...shuffleStrategy(
      s,
      unplaced.filter((c) => periodAdded(cardAt(c).period, s.turn)),
    ),
  ];
  Object.assign(s, { hands, setAside, drawPile, discard, inPlay, removed, notYetAdded });
}

const bothSides = (r: Record<Side, number[]>): Record<Side, number[]> => ({ communist: [...r.communist], democrat: [...r.democrat] });

/** The zones of `s` as a spec lists them (copies): `placeCards` of it lays out the same cards. */
export function placesOf(s: GameState): Required<Omit<CardPlacesSpec, 'family'>> & Pick<CardPlacesSpec, 'family'> {
  const f = s.family;
  return {
    hands: bothSides(s.hands),
    setAside: bothSides(s.setAside),
    drawPile: [...s.drawPile],
    discard: [...s.discard],
    removed: [...s.removed],
    inPlay: [...s.inPlay],
    ...(f
      ? {
          family: {
            drawPiles: bothSides(f.drawPiles),
            discards: bothSides(f.discards),
            psHands: bothSides(f.psHands),
            psDrawPile: [...f.psDrawPile],
            psDiscard: [...f.psDiscard],
          },
        }
      : {}),
  };
}
