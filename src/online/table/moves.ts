/**
 * What a page sends for its duty (./table.ts): its pass or lift over a deck, its share of the
 * slots the other drew, its answer to a rule that reads its cards (./answers.ts), its action with
 * the card it names shown. Only this page's secrets make them; the other page checks them.
 */
import type { RecordedAction } from '../../engine';
import { makeLift, makeOpen, makePass, makeShare, type DealMove } from '../deal';
import { webRandom, type RandomBytes } from '../deal/group';
import { answerFor } from './answers';
import { duty, labelsIn, sent, type Duty, type TableMessage, type TablePage } from './table';

/** This page's move showing one of its slots (D5). */
function openOf(page: TablePage, label: number, random: RandomBytes): DealMove {
  const w = page.pub.where[label]!;
  return makeOpen(page.pub.ledger, w.deck, w.slot, page.secrets, random);
}

/** The message for a duty of this page other than acting (a pass, a lift, a share, an answer), and the page after it. */
export function perform(page: TablePage, random: RandomBytes = webRandom): { page: TablePage; msg: TableMessage } {
  const [pub, d] = duty(page.pub);
  page = { ...page, pub };
  if (d.t === 'over' || d.by !== page.role || d.t === 'act') throw new Error(`no duty of ${page.role} to perform: ${d.t}`);
  let msg: TableMessage;
  let secrets = page.secrets;
  if (d.t === 'pass') {
    const r = makePass(pub.ledger, d.deck, page.secrets, random);
    secrets = r.page;
    msg = { moves: [r.move] };
  } else if (d.t === 'lift') msg = { moves: [makeLift(pub.ledger, d.deck, page.secrets)] };
  else if (d.t === 'share') msg = { moves: [makeShare(pub.ledger, d.deck, d.slots, page.secrets, random)] };
  else msg = { moves: answerMoves(page, d, random) };
  return { page: sent({ ...page, secrets }, msg), msg };
}

/** D5 and D6: the slots asked for shown, or claimed to hold (or not) what the rule looks for. */
function answerMoves(page: TablePage, d: Extract<Duty, { t: 'answer' }>, random: RandomBytes): DealMove[] {
  const cards = new Map(d.labels.map((l) => [l, page.own[l]!]));
  const deck = page.pub.ledger.decks[page.pub.where[d.labels[0]!]!.deck]!;
  const a = answerFor(d.rule, cards, deck.kind, d.cards);
  const moves = a.show.map((l) => openOf(page, l, random));
  // a claim names the cards of the slot's deck that it may hold
  for (const l of a.claim) {
    const w = page.pub.where[l]!;
    const may = a.claimCards.filter((c) => page.pub.ledger.decks[w.deck]!.holds.includes(c));
    moves.push({ t: 'claim', deck: w.deck, by: page.role, slots: [w.slot], cards: may, rule: d.rule });
  }
  return moves;
}

/** The message of this page's action, the card it names (if this page alone holds it) shown with it; and the page after it. */
export function act(page: TablePage, action: RecordedAction, random: RandomBytes = webRandom): { page: TablePage; msg: TableMessage } {
  const card = (action as { card?: unknown }).card;
  const here = labelsIn(page.pub.common);
  const moves = Object.entries(page.own)
    .filter(([l, c]) => c === card && here.has(Number(l)))
    .map(([l]) => openOf(page, Number(l), random));
  const msg: TableMessage = { moves, action };
  return { page: sent(page, msg), msg };
}
