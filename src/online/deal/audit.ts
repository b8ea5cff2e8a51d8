/**
 * The audit at the end (docs/remote.md "The deal", D7): with both pages' keys and permutations
 * published, anyone re-runs every pass from the deck's cards, reads every slot's card, and checks
 * every share, show and claim against them. The verdict names the first move that is wrong and
 * the page that made it; a page that does not publish is named too.
 */
import { cardPoint } from './cards';
import { DealError } from './errors';
import { pointHex, pointOf, scalarOf } from './group';
import { keyOf, removeLayer, shufflePass } from './layer';
import { applyMove, newLedger, type AuditMove, type DeckState, type Ledger } from './ledger';
import type { DealMove, Role } from './moves';
import { permute } from './permutation';
import { carryFactors, carryInput, carryPass, liftPoints } from './carry';

export type Verdict =
  /** every move checks; each deck's cards by slot */
  | { ok: true; decks: Record<string, number[]> }
  /** `move`: the place of the first wrong move in the list (its length when a page did not publish) */
  | { ok: false; move: number; by: Role | null; code: string; rule: string; message: string };

const fault = (move: number, by: Role | null, code: string, rule: string, message: string): Verdict => ({ ok: false, move, by, code, rule, message });

const authorOf = (m: unknown): Role | null => {
  const by = (m as { by?: unknown } | null)?.by;
  return by === 'host' || by === 'guest' ? by : null;
};

const keyIn = (a: AuditMove, deck: string) => keyOf(scalarOf(a.keys[deck])!);

/** Re-runs one pass from its input with the author's key and permutation (and, D8, its key of the carried deck): whether it gives what was sent. */
function passReruns(l: Ledger, d: DeckState, which: 0 | 1, a: AuditMove, deck: string): boolean {
  const p = d.passes[which]!;
  const key = keyIn(a, deck);
  const perm = a.perms[deck]!;
  let again: string[];
  if (d.carry) {
    again = carryPass(carryInput(l, d, which), carryFactors(d, which, key.secret, keyIn(a, d.carry.deck).secret), perm).map(pointHex);
  } else {
    const input = which === 0 ? d.cards.map((c) => cardPoint(d.kind, c)) : d.passes[0]!.cards.map((c) => pointOf(c, 'D2', 'the first pass'));
    again = shufflePass(input, key, perm).map(pointHex);
  }
  return again.every((x, i) => x === p.cards[i]);
}

/** Every deck's card by slot: the first pass took the (carried slots' and) listed cards in their order, the second its output. */
function slotCards(d: DeckState, audits: Ledger['audits'], deck: string, cards: Record<string, number[]>): number[] {
  const [first, second] = [audits[d.passes[0]!.by]!, audits[d.passes[1]!.by]!];
  const input = d.carry ? [...d.carry.slots.map((s) => cards[d.carry!.deck]![s]!), ...d.cards] : d.cards;
  return permute(permute(input, first.perms[deck]!), second.perms[deck]!);
}

/** The verdict on a whole deal, from its moves in order (each page's list of what it sent and received). */
export function auditDeal(game: string, moves: readonly unknown[]): Verdict {
  let l = newLedger(game);
  for (let i = 0; i < moves.length; i++) {
    try {
      l = applyMove(l, moves[i]);
    } catch (e) {
      if (!(e instanceof DealError)) throw e;
      return fault(i, authorOf(moves[i]), e.code, e.rule, e.message);
    }
  }
  for (const r of ['host', 'guest'] as const) if (!l.audits[r]) return fault(moves.length, r, 'noAudit', 'D7', `${r} has not published its keys`);
  const final = l;
  const cards: Record<string, number[]> = {};
  for (let i = 0; i < final.moves.length; i++) {
    const m: DealMove = final.moves[i]!;
    if (m.t === 'deck' || m.t === 'draw' || m.t === 'audit') continue;
    const d = final.decks[m.deck]!;
    if (m.t === 'lift') {
      const again = liftPoints(d, keyIn(final.audits[m.by]!, d.carry!.deck).secret).map(pointHex);
      if (again.some((x, j) => x !== m.points[j]))
        return fault(i, m.by, 'liftRerun', 'D8', `${m.by}'s lift over ${m.deck} is not its cards under its layer of ${d.carry!.deck}`);
      continue;
    }
    if (m.t === 'pass') {
      const which = d.passes[0]!.by === m.by ? 0 : 1;
      if (!passReruns(final, d, which, final.audits[m.by]!, m.deck))
        return fault(i, m.by, 'passRerun', 'D2', `${m.by}'s pass over ${m.deck} is not its cards under its key in its permutation`);
      if (which === 1) cards[m.deck] = slotCards(d, final.audits, m.deck, cards);
      continue;
    }
    const at = cards[m.deck]!;
    if (m.t === 'share') {
      // proven at the move; checked again here with the key itself
      const key = keyIn(final.audits[m.by]!, m.deck);
      const wrong = m.slots.findIndex((slot, j) => pointHex(removeLayer(pointOf(d.passes[1]!.cards[slot], 'D4', 'the slot'), key)) !== m.points[j]);
      if (wrong >= 0) return fault(i, m.by, 'shareRerun', 'D4', `${m.by}'s share of slot ${m.slots[wrong]} of ${m.deck} is not its layer off`);
    } else if (m.t === 'open') {
      if (at[m.slot] !== m.card) return fault(i, m.by, 'openRerun', 'D5', `slot ${m.slot} of ${m.deck} held ${at[m.slot]}, not ${m.card}`);
    } else {
      const wrong = m.slots.find((s) => !m.cards.includes(at[s]!));
      if (wrong !== undefined)
        return fault(i, m.by, 'falseClaim', 'D6', `slot ${wrong} of ${m.deck} held ${at[wrong]}, which the claim (${m.rule}) said it did not`);
    }
  }
  // a deck passed by one page only has no slots: it was never drawn from
  return { ok: true, decks: cards };
}
