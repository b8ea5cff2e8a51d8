/**
 * A full game state consistent with what one side sees (docs/design.md "The computer player").
 *
 * Everything public is copied from the view; everything hidden is sampled with `rng`:
 *  - the opponent's hand, set-aside cards (Samizdat) and power-struggle hand, of the sizes shown;
 *  - the order of every draw pile (strategy, power struggle; the family mode's own decks);
 *  - the game's random generator.
 * What the side knows about the opponent's hand is kept, as the zones record it and the view shows
 * it (`opponentKnown`, src/engine/zones/knowledge.ts): the cards seen in it (#13's announced card,
 * #15's card taken from the discards, #46's red-titled cards) stay there, and after #46 the rest
 * holds no red-titled card; a power-struggle hand laid open (#70) is used as it is. Cards not yet added (4.4) are exactly the periods not yet
 * added; in the family mode each side's cards come from its own deck (TR.1.2).
 */
import { other } from './board';
import { cardAt, CARD_NUMBERS, PS_CARD_INDEXES, cardsOfPeriod, type Side } from './data';
import type { Frame, GameState, LogEntry, PowerStruggleState, Prompt, ShownCards } from './types';
import { struggleStart, type PlayerView } from './view';

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

/** The cards the rest of the opponent's hand cannot hold, from what his hand showed (#46), or undefined. */
function excludedFromHand(view: PlayerView): ((c: number) => boolean) | undefined {
  return view.opponentKnown.noRedTitled ? (c) => cardAt(c).redTitle : undefined;
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

/** A full state consistent with `view`, hidden parts sampled with `rng`. */
export function determinize(view: PlayerView, rng: Rng): GameState {
  const me = view.side;
  const opp = other(me);
  const seed = `d${Math.floor(rng() * 2 ** 32).toString(36)}${Math.floor(rng() * 2 ** 32).toString(36)}`;
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

  let ps: PowerStruggleState | null = null;
  const vps = view.powerStruggle;
  if (vps) {
    const shown = vps.opponentHand;
    const pool = without(PS_CARD_INDEXES, vps.hand, vps.discard, shown ?? []);
    const [oppPs, deck] = shown ? [shown.slice(), shuffled(pool, rng)] : split(pool, [], [vps.opponentHandSize, vps.deckSize], rng);
    ps = {
      country: vps.country,
      initiator: vps.initiator,
      deck: deck.slice(0, vps.deckSize),
      discard: vps.discard.slice(),
      hands: { [me]: vps.hand.slice(), [opp]: oppPs } as Record<Side, number[]>,
      raised: { ...vps.raised },
      attacker: vps.attacker,
      lead: vps.lead && { ...vps.lead },
      blockedSuits: vps.blockedSuits.slice(),
      winner: vps.winner,
      winningSuit: vps.winningSuit,
    };
  }

  const stack = structuredClone(view.stack) as Frame[];
  // 6.3.5 box 3: the opponent's drawn award cards are among his (sampled) hand
  for (const f of stack) if (f.kind === 'drawKeep' && f.side === opp && Array.isArray(f.drawn)) f.drawn = hands[opp].slice(-f.drawn.length);

  return {
    version: 1,
    options: { seed, ...(fam ? { mode: 'family' as const } : {}) },
    rng: { seed, state: null },
    rigDice: [],
    turn: view.turn,
    round: view.round,
    phasing: view.phasing,
    vp: view.vp,
    support: view.support.map((r) => ({ communist: r.communist, democrat: r.democrat })),
    hands,
    setAside,
    drawPile,
    discard: view.discard.slice(),
    removed: view.removed.slice(),
    notYetAdded: waiting,
    inPlay: view.inPlay.slice(),
    eliminated: view.eliminated.slice(),
    tiananmen: structuredClone(view.tiananmen),
    ussrStability: view.ussrStability,
    power: structuredClone(view.power),
    effects: structuredClone(view.effects),
    eventsPlayed: view.eventsPlayed.slice(),
    awardUsed: { ...view.awardUsed },
    ps,
    ...knowledgeOf(view),
    ...(family ? { family } : {}),
    // the AI's searches do not need the story so far, which would make every apply dearer; only
    // the lines of a power struggle under way are kept, from which its view shows the cards laid
    log: vps ? chunk(struggleLines(view.log)) : [],
    stack,
    // the side that decides sees its own decision whole (the other's has no parameters, view.ts)
    prompt: view.prompt && (structuredClone(view.prompt) as Prompt),
    result: view.result && { ...view.result },
    turnFacts: view.turnFacts ? structuredClone(view.turnFacts) : undefined,
    actionCount: 0,
  };
}

/** What each hand has shown the other, as the view tells it (only once something was, as in the state it came from). */
function knowledgeOf(view: PlayerView): Pick<GameState, 'shown'> {
  const mine = view.ownShown;
  const theirs = view.opponentKnown;
  if (mine.cards.length === 0 && !mine.noRedTitled && theirs.cards.length === 0 && !theirs.noRedTitled) return {};
  const copy = (k: ShownCards): ShownCards => ({ cards: k.cards.slice(), noRedTitled: k.noRedTitled });
  return { shown: { [view.side]: copy(mine), [other(view.side)]: copy(theirs) } as Record<Side, ShownCards> };
}

const chunk = (lines: LogEntry[]): LogEntry[][] => (lines.length > 0 ? [lines] : []);

/** The log lines of the power struggle under way, from its start (8.1). */
function struggleLines(log: readonly LogEntry[]): LogEntry[] {
  const from = struggleStart(log);
  return from < 0 ? [] : structuredClone(log.slice(from));
}

function sideCards(side: Side): number[] {
  return CARD_NUMBERS.filter((c) => cardAt(c).side === side);
}
