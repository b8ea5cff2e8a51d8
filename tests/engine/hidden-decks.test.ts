/**
 * Hidden decks (docs/engine.md "Hidden decks"): with the option `hiddenDecks`, every shuffle that
 * mixes cards into a pile (3.1, 4.3, 4.4, 8.1) makes fresh unknown slots and records the deck
 * formed. Seeded games are played on such a state with a dealer standing in for the deal: at each
 * formation it puts the deck's cards in its slots in an order of its own, and it answers every
 * reveal the engine asks for. The game plays to its end, every card is in one place throughout,
 * and the formations are the ones the rules call for.
 */
import seedrandom from 'seedrandom';
import '../../src/engine/hiddenDecks';
import { describe, expect, it } from 'vitest';
import {
  apply,
  legalActions,
  logEntries,
  makeRecord,
  newGame,
  replayRecord,
  RuleError,
  zones,
  type DeckFormed,
  type GameState,
  type RecordedAction,
} from '../../src/engine';
import { readRecord, RecordError } from '../../src/engine/recordReader';
import { produce } from 'immer';
import { SPACES } from '../../src/engine/data';
import { entropySource } from '../../tools/finality-property';
import { checkState, scoringFirst } from '../../tools/invariants';

/** The dealer: unknown slot → card, filled at each formation in an order of its own. */
class Dealer {
  readonly cards = new Map<number, number>();
  private readonly dealt = new Set<string>();
  constructor(private readonly rnd: () => number) {}

  /** The decks formed (in a state, or by an action that stopped for a reveal) get their cards, once. */
  deal(formed: readonly DeckFormed[]): void {
    for (const d of formed) {
      if (this.dealt.has(d.deck)) continue;
      this.dealt.add(d.deck);
      const cards = d.from.map((c) => (c < 0 ? this.cards.get(c)! : c));
      for (let i = cards.length - 1; i > 0; i--) {
        const j = Math.floor(this.rnd() * (i + 1));
        [cards[i], cards[j]] = [cards[j]!, cards[i]!];
      }
      d.slots.forEach((slot, i) => this.cards.set(slot, cards[i]!));
    }
  }

  /** The state with every unknown slot read as its card (what the whole table knows). */
  read(s: GameState): GameState {
    return JSON.parse(JSON.stringify({ ...s, hidden: undefined }), (_k, v: unknown) =>
      typeof v === 'number' && v <= zones.FIRST_HIDDEN_SLOT ? (this.cards.get(v) ?? v) : v,
    ) as GameState;
  }
}

const slotsIn = (x: unknown): number[] => (JSON.stringify(x).match(/-1\d{3,}/g) ?? []).map(Number);

/** Apply `a`, its card's slot revealed with it, and every slot a rule asks for answered by the dealer (the reveals it took are left in `reveals`). */
function applyHidden(s: GameState, a: RecordedAction, dealer: Dealer, asked: Set<string>, reveals: Record<string, number> = {}): GameState {
  const card = (a as { card?: unknown }).card;
  const held = slotsIn([s.hands, s.setAside, s.ps?.hands]);
  if (typeof card === 'number') for (const slot of held) if (dealer.cards.get(slot) === card) reveals[slot] = card;
  for (let tries = 0; tries < 50; tries++) {
    try {
      return apply(s, Object.keys(reveals).length > 0 ? { ...a, reveals } : a);
    } catch (e) {
      if (!(e instanceof RuleError) || e.code !== 'REVEAL_NEEDED') throw e;
      asked.add(e.rule);
      // slots of a deck the action formed before it stopped are dealt first
      dealer.deal((e.params.formed as DeckFormed[] | undefined) ?? []);
      for (const slot of e.params.slots as number[]) reveals[slot] = dealer.cards.get(slot)!;
    }
  }
  throw new Error('reveals never ended');
}

describe('hidden decks: each shuffle makes fresh unknown slots, and a game plays to its end over them', () => {
  it('3.1: the first deck is all unknown slots, formed from the Early Year cards, the hands dealt from it', () => {
    const s = newGame({ seed: 'hidden-setup', hiddenDecks: true });
    const [first] = zones.formedDecks(s);
    expect(first!.deck).toBe('strategy/1');
    expect(first!.from.every((c) => c > 0)).toBe(true);
    expect(first!.slots).toHaveLength(first!.from.length);
    const held = [...s.hands.communist, ...s.hands.democrat, ...s.drawPile];
    expect(held.slice().sort((a, b) => a - b)).toEqual(first!.slots.slice().sort((a, b) => a - b));
    expect(s.hands.communist).toHaveLength(8);
    // no card number of the deck is anywhere in the hands or the pile
    expect(held.every((c) => c <= zones.FIRST_HIDDEN_SLOT)).toBe(true);
  });

  it('without the option nothing changes: the same state as before, no record of decks', () => {
    const a = newGame({ seed: 'hidden-off' });
    const b = newGame({ seed: 'hidden-off', hiddenDecks: false });
    expect(a.hidden).toBeUndefined();
    expect({ ...b, options: a.options }).toEqual(a);
  });

  it('refuses the family mode and rigged decks, naming the rule', () => {
    const refusal = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        if (e instanceof RuleError) return [e.code, e.rule];
      }
      return null;
    };
    expect(refusal(() => newGame({ seed: 'x', mode: 'family', hiddenDecks: true }))).toEqual(['BAD_OPTIONS', 'TR.1.1']);
    expect(refusal(() => newGame({ seed: 'x', hiddenDecks: true, rig: { strategyDeck: [1, 2] } }))).toEqual(['BAD_OPTIONS', '3.1']);
  });

  it('seeded games over hidden decks reach their end; 4.3, 4.4 and 8.1 form their decks; every card stays in one place', () => {
    const kinds = new Set<string>();
    const asked = new Set<string>();
    const taken = new Set<number>();
    for (let g = 0; g < 6; g++) {
      const seed = `hidden-${g}`;
      const pick = seedrandom(`pick:${seed}`);
      const entropy = entropySource(seed);
      const dealer = new Dealer(seedrandom(`deal:${seed}`));
      let s = newGame({ seed, hiddenDecks: true });
      dealer.deal(zones.formedDecks(s));
      let steps = 0;
      while (!s.result && steps < 3000) {
        const view = dealer.read(s);
        checkState(view);
        const a = { ...scoringFirst(legalActions(view), view, pick), entropy: entropy() } as RecordedAction;
        const before = zones.formedDecks(s).length;
        s = applyHidden(s, a, dealer, asked);
        for (const d of zones.formedDecks(s).slice(before)) {
          // 4.4: the pile's unknown slots and the new cards; 4.3: the discards, all known; 8.1: all 52
          if (d.kind === 'struggle') kinds.add('8.1');
          else if (d.from.some((c) => c < 0)) kinds.add('4.4');
          else kinds.add('4.3');
          expect(new Set(d.slots).size).toBe(d.slots.length);
        }
        dealer.deal(zones.formedDecks(s));
        steps++;
      }
      expect(s.result).not.toBeNull();
      // 8.1's deal under hidden decks: #17, #72 and #102 took struggle cards at random from a hand of unknown slots
      for (const e of logEntries(s)) if (e.key === 'psCardsTaken') taken.add(Number(e.params.card));
      // the RNG ordered no deck: the piles are unknown slots only
      expect(s.drawPile.every((c) => c <= zones.FIRST_HIDDEN_SLOT)).toBe(true);
    }
    expect([...kinds].sort()).toEqual(['4.3', '4.4', '8.1']);
    expect(asked).toContain('2.2.4');
    // #54's 15 cards drawn from the hidden struggle deck and #70's hand laid open were asked for
    expect(asked).toContain('card 54');
    expect(asked).toContain('card 70');
    expect([...taken].sort((a, b) => a - b)).toEqual([17, 102]);
  }, 300_000);
});

/** A seeded game over hidden decks: its first deck dealt, and the seeded choice of each next action from the whole table's view. */
function seededHidden(seed: string) {
  const pick = seedrandom(`pick:${seed}`);
  const entropy = entropySource(seed);
  const dealer = new Dealer(seedrandom(`deal:${seed}`));
  const start = newGame({ seed, hiddenDecks: true });
  dealer.deal(zones.formedDecks(start));
  const next = (s: GameState): RecordedAction => {
    const view = dealer.read(s);
    checkState(view);
    return { ...scoringFirst(legalActions(view), view, pick), entropy: entropy() } as RecordedAction;
  };
  return { dealer, start, next };
}

describe('hidden decks at 8.1: #72 over a struggle hand of unknown slots', () => {
  it('#72 Peasant Parties Revolt: with a Farmer space controlled, the Democrat takes 1 random card of the Communist’s unknown hand at the deal', () => {
    // seeded games rarely give the Democrat a Farmer space: once #72 is in play he is given them all
    const { dealer, start, next } = seededHidden('hidden-0');
    let s = start;
    const taken = () => logEntries(s).find((e) => e.key === 'psCardsTaken' && e.params.card === 72);
    for (let steps = 0; !s.result && !taken() && steps < 3000; steps++) {
      if (s.eventsPlayed.includes(72))
        s = produce(s, (d) => {
          for (const sp of SPACES) if (sp.socio === 'farmer') d.support[sp.index] = { communist: 0, democrat: sp.stability };
        });
      s = applyHidden(s, next(s), dealer, new Set());
      dealer.deal(zones.formedDecks(s));
    }
    expect(taken()).toBeDefined();
    // the cards moved are slots of the hidden struggle deck; every card is still in one place
    expect(s.ps?.hands.democrat.some((c) => c <= zones.FIRST_HIDDEN_SLOT)).toBe(true);
    checkState(dealer.read(s));
  }, 120_000);
});

describe('hidden decks: #44 over an opponent’s hand of unknown slots', () => {
  it('#44 Inflationary Currency: whether the opponent holds a card of 3 Ops or more to cancel it (5.3) is asked of his unknown hand; the event ends cancelled or with its check', () => {
    // seeded games rarely play #44 for its event: whoever holds it plays it so once he may
    const asked = new Set<string>();
    let ends = 0;
    for (let g = 0; g < 8 && !asked.has('card 44'); g++) {
      const { dealer, start, next } = seededHidden(`hidden-44-${g}`);
      let s = start;
      const ended = () => s.removed.includes(44) || logEntries(s).some((e) => e.key === 'eventCancelled' && e.params.card === 44);
      for (let steps = 0; !s.result && !ended() && steps < 3000; steps++) {
        const play44 = legalActions(dealer.read(s)).find((a) => a.type === 'play' && a.card === 44 && a.use === 'event');
        const a = next(s);
        s = applyHidden(s, play44 ? ({ ...play44, entropy: a.entropy } as RecordedAction) : a, dealer, asked);
        dealer.deal(zones.formedDecks(s));
      }
      checkState(dealer.read(s));
      if (logEntries(s).some((e) => e.key === 'eventCountry' && e.params.card === 44)) ends++;
    }
    expect(asked).toContain('card 44');
    expect(ends).toBeGreaterThan(0);
  }, 300_000);
});

describe('hidden decks in a record (src/engine/recordReader.ts)', () => {
  it('a game over hidden decks, its reveals with its actions, is read from its file and replays to the same state', () => {
    const options = { seed: 'hidden-record', hiddenDecks: true };
    const { dealer, start, next } = seededHidden(options.seed);
    let s = start;
    const actions: RecordedAction[] = [];
    const asked = new Set<string>();
    // through the first turn's scoring and struggles into turn 3 (4.3's reshuffle comes later)
    while (!s.result && s.turn < 3) {
      const a = next(s);
      const reveals: Record<string, number> = {};
      const applied = applyHidden(s, a, dealer, asked, reveals);
      actions.push(Object.keys(reveals).length > 0 ? { ...a, reveals } : a);
      s = applied;
      dealer.deal(zones.formedDecks(s));
    }
    expect(actions.some((a) => a.reveals !== undefined)).toBe(true);
    const text = JSON.stringify(makeRecord(options, actions, s));
    const replayed = replayRecord(readRecord(text));
    expect(JSON.stringify(replayed)).toBe(JSON.stringify(s));
  }, 120_000);

  it('refuses malformed reveals, claims and a hiddenDecks that is not true or false, naming the action', () => {
    const record = (o: object, a: object) => JSON.stringify({ version: 2, options: { seed: 'x', ...o }, actions: [{ side: 'communist', type: 'pass', ...a }] });
    const code = (text: string) => {
      try {
        readRecord(text);
        return 'read';
      } catch (e) {
        return e instanceof RecordError ? `${e.code}:${e.params.n ?? e.params.key}` : 'other';
      }
    };
    expect(code(record({ hiddenDecks: 'yes' }, {}))).toBe('badOption:hiddenDecks');
    expect(code(record({}, { reveals: { '-1001': 0 } }))).toBe('badAction:1');
    expect(code(record({}, { reveals: { '1001': 5 } }))).toBe('badAction:1');
    expect(code(record({}, { reveals: [5] }))).toBe('badAction:1');
    expect(code(record({}, { claims: { '-1001': [] } }))).toBe('badAction:1');
    expect(code(record({}, { claims: { '-1001': 7 } }))).toBe('badAction:1');
    expect(code(record({ hiddenDecks: true }, { reveals: { '-1001': 5 }, claims: { '-1002': [7, 8] } }))).toBe('read');
  });
});
