/**
 * A game played over the deal (docs/remote.md "A game over the deal"): each page holds the engine's
 * state on what both pages know (`common`, every hidden card an unknown slot, the decks hidden:
 * src/engine/zones/hidden.ts), the deal's record, and, apart, its secrets and the cards only it
 * knows. Both pages work out from the public part alone whose turn it is to send what (`duty`): a
 * pass over a deck the engine formed, the share of a slot the other drew, the answer to a rule that
 * reads a hidden card, the next action. The page whose duty it is makes the message; the other
 * checks it (the deal's moves through `applyMove`, the action through the engine on its copy) and
 * takes it, or refuses it naming the rule, its state unchanged. The engine's draws and the deal's
 * draws (D3) are called for by both pages alike and never sent.
 */
import {
  apply,
  beginChange,
  endChange,
  newGame,
  revealSlots,
  RuleError,
  zones,
  type AppliedState,
  type DeckFormed,
  type GameState,
  type RecordedAction,
  type Side,
} from '../../engine';
// the deal's door: its import brings in the engine's rules of hidden decks
import { applyMove, applyOwnMove, DealError, drawnCard, newLedger, other, type DealMove, type Ledger, type PageSecrets, type Role } from '../deal';

/** A deal slot: the deck and the slot's place in it. */
export interface DealSlot {
  deck: string;
  slot: number;
}

/** An action under way: what the engine has been told of unknown slots so far. */
export interface Pending {
  action: RecordedAction;
  reveals: Record<string, number>;
  claims: Record<string, number[]>;
}

/** What both pages hold alike. */
export interface Public {
  sides: Record<Role, Side>;
  common: GameState;
  ledger: Ledger;
  /** unknown slot of the engine → the deal's slot it was drawn as */
  where: Record<string, DealSlot>;
  /** unknown slots whose card was shown to both (D5) */
  shown: Record<string, number>;
  pending: Pending | null;
  /** decks an action formed before it stopped for a reveal (it forms them again when applied again) */
  attempt: DeckFormed[];
  /** the engine's record: every action as applied, with its reveals and claims */
  record: RecordedAction[];
  /** every move of the deal in order: what the audit takes */
  moves: DealMove[];
}

/** One page: the public part, and what only it knows. */
export interface TablePage {
  role: Role;
  pub: Public;
  secrets: PageSecrets;
  /** unknown slot → its card, for the slots this page drew and has not shown */
  own: Record<string, number>;
}

export type Duty =
  | { t: 'lift'; deck: string; by: Role }
  | { t: 'pass'; deck: string; by: Role }
  | { t: 'share'; deck: string; slots: number[]; by: Role }
  /**
   * show or claim these unknown slots, which `by` drew (the rule that reads them, or `moved` for a
   * card given to the other hand); `cards`, where the rule only tests them, are the deck's cards that
   * pass its test (one slot may be claimed to hold one of them, or all to hold none: D6)
   */
  | { t: 'answer'; rule: string; labels: number[]; by: Role; cards?: number[] }
  | { t: 'act'; side: Side; by: Role }
  | { t: 'over' };

/** What a page sends: the deal's moves its duty calls for, and an action when the duty is to act. */
export interface TableMessage {
  moves: DealMove[];
  action?: RecordedAction;
}

const refuse = (code: string, rule: string, message: string, params: Record<string, unknown> = {}): never => {
  throw new DealError(code, rule, message, params);
};

const roleOf = (p: Public, side: Side): Role => (p.sides.host === side ? 'host' : 'guest');
const isLabel = (x: number): boolean => x <= zones.FIRST_HIDDEN_SLOT;

/** A new table: the game over hidden decks, both pages' public part alike. */
export function newPublic(gameId: string, seed: string, sides: Record<Role, Side>): Public {
  const common = newGame({ seed, hiddenDecks: true });
  // 3.1's deck listed and its hands drawn, as both pages call for them
  return duty({ sides, common, ledger: newLedger(gameId), where: {}, shown: {}, pending: null, attempt: [], record: [], moves: [] })[0];
}

/** The unknown slots in the hands of `side` (strategy, set aside, power struggle). */
function heldLabels(s: GameState, side: Side): number[] {
  return [...s.hands[side], ...s.setAside[side], ...(s.ps?.hands[side] ?? [])].filter(isLabel);
}

/** The deck a formed slot belongs to. */
function deckOfLabel(p: Public, label: number): DeckFormed | undefined {
  return [...zones.formedDecks(p.common), ...p.attempt].find((d) => d.slots.includes(label));
}

/** A move both pages call for alike (D1 a deck, D3 a draw): taken without being sent. */
function local(p: Public, m: DealMove): Public {
  return { ...p, ledger: applyOwnMove(p.ledger, m), moves: [...p.moves, m] };
}

/** D1 for a deck the engine formed; D8 when it carries the unknown slots of the one before. */
function listDeck(p: Public, f: DeckFormed): Public {
  const carried = f.from.filter(isLabel);
  const cards = f.from.filter((c) => !isLabel(c));
  if (carried.length === 0) return local(p, { t: 'deck', deck: f.deck, kind: f.kind, cards });
  const old = deckOfLabel(p, carried[0]!);
  const oldDeck = old && p.ledger.decks[old.deck];
  if (!old || !oldDeck) return refuse('noCarry', 'D8', `deck ${f.deck} carries slots of no deck`, { deck: f.deck });
  const slots = oldDeck.slots.map((_, i) => i).slice(oldDeck.next);
  return local(p, { t: 'deck', deck: f.deck, kind: f.kind, cards, carry: { deck: old.deck, slots } });
}

/** The first duty of making the formed decks ready to draw from: listed, lifted (D8), passed by both. */
function deckDuty(p: Public, formed: readonly DeckFormed[]): [Public, Duty | null] {
  for (const f of formed) {
    if (!p.ledger.decks[f.deck]) p = listDeck(p, f);
    const d = p.ledger.decks[f.deck]!;
    if (d.carry && d.lift === null) return [p, { t: 'lift', deck: f.deck, by: 'guest' }];
    if (d.passes.length < 2) return [p, { t: 'pass', deck: f.deck, by: d.passes.length === 0 ? 'host' : 'guest' }];
  }
  return [p, null];
}

/** D3: an unknown slot drawn as the top of its deck to `to`. */
function drawLabel(p: Public, label: number, to: Role): Public {
  const f = deckOfLabel(p, label);
  if (!f) return refuse('noDeck', 'D3', `slot ${label} is of no deck`, { slot: label });
  const slot = p.ledger.decks[f.deck]!.next;
  p = local(p, { t: 'draw', deck: f.deck, slot, to });
  return { ...p, where: { ...p.where, [label]: { deck: f.deck, slot } } };
}

/** D4 still due: the first deck with drawn slots of one page that the other has not shared. */
function shareDuty(p: Public): Duty | null {
  for (const [deck, d] of Object.entries(p.ledger.decks))
    for (const to of ['host', 'guest'] as const) {
      const slots = d.slots.flatMap((s, i) => (s.to === to && s.share === null ? [i] : []));
      if (slots.length > 0) return { t: 'share', deck, slots, by: other(to) };
    }
  return null;
}

/** After an action: the decks it formed, the slots it drew into hands, the cards it moved from one hand to the other. */
function settleDuty(p: Public): [Public, Duty | null] {
  let duty: Duty | null;
  [p, duty] = deckDuty(p, zones.formedDecks(p.common));
  if (duty) return [p, duty];
  for (const role of ['host', 'guest'] as const) for (const label of heldLabels(p.common, p.sides[role])) if (!p.where[label]) p = drawLabel(p, label, role);
  duty = shareDuty(p);
  if (duty) return [p, duty];
  // a card taken into the other hand (#17, #72, #102; #20's card given) is shown by its giver to its new holder
  for (const role of ['host', 'guest'] as const) {
    const moved = heldLabels(p.common, p.sides[role]).filter((l) => p.where[l] && slotOf(p, l).to !== role && p.shown[l] === undefined);
    if (moved.length > 0) return [p, { t: 'answer', rule: 'moved', labels: moved, by: other(role) }];
  }
  return [p, null];
}

const slotOf = (p: Public, label: number) => p.ledger.decks[p.where[label]!.deck]!.slots[p.where[label]!.slot]!;

/** The action under way applied with what is known so far: done, or what it still needs. */
function tryPending(p: Public): [Public, Duty | null] {
  const q = p.pending!;
  const action: RecordedAction = { ...q.action };
  if (Object.keys(q.reveals).length > 0) action.reveals = q.reveals;
  if (Object.keys(q.claims).length > 0) action.claims = q.claims;
  let next: AppliedState;
  try {
    next = apply(p.common, action);
  } catch (e) {
    if (!(e instanceof RuleError) || e.code !== 'REVEAL_NEEDED') throw e;
    return needs(p, e);
  }
  // the common game's seed is public: a die or a random pick comes only from the entropy both pages made
  if (next.finality.random && action.entropy === undefined) refuse('unshared', 'D0', 'an action that rolls carries both pages’ shares', {});
  return [{ ...p, common: next, pending: null, attempt: [], record: [...p.record, action] }, null];
}

/** A rule asked for unknown slots: decks it formed are dealt, cards shown to both are told, the rest asked of their holders. */
function needs(p: Public, e: RuleError): [Public, Duty | null] {
  const formed = (e.params.formed as DeckFormed[] | undefined) ?? [];
  p = { ...p, attempt: formed };
  let duty: Duty | null;
  [p, duty] = deckDuty(p, formed);
  if (duty) return [p, duty];
  const asked = e.params.slots as number[];
  const known = asked.filter((l) => p.shown[l] !== undefined);
  if (known.length > 0) {
    const reveals = { ...p.pending!.reveals };
    for (const l of known) reveals[l] = p.shown[l]!;
    return [{ ...p, pending: { ...p.pending!, reveals } }, null];
  }
  // a slot still in a pile (#54's cards, a struggle's deck) is drawn by the page that acts, then shown
  const actor = roleOf(p, p.pending!.action.side);
  for (const l of asked) if (!p.where[l]) p = drawLabel(p, l, actor);
  duty = shareDuty(p);
  if (duty) return [p, duty];
  const by = slotOf(p, asked[0]!).to!;
  const labels = asked.filter((l) => slotOf(p, l).to === by);
  const cards = e.params.cards as number[] | undefined;
  return [p, cards ? { t: 'answer', rule: e.rule, labels, by, cards } : { t: 'answer', rule: e.rule, labels, by }];
}

/**
 * What the table waits for next, worked out alike on both pages from the public part; the deal's
 * moves both call for are taken on the way. Throws the engine's RuleError when an action proves
 * illegal (the caller refuses the message that brought it).
 */
export function duty(p: Public): [Public, Duty] {
  for (let guard = 0; guard < 1000; guard++) {
    let d: Duty | null;
    if (p.pending) {
      [p, d] = tryPending(p);
      if (d) return [p, d];
      if (p.pending) continue;
    }
    [p, d] = settleDuty(p);
    if (d) return [p, d];
    if (p.common.result) return [p, { t: 'over' }];
    const side = p.common.prompt!.side;
    return [p, { t: 'act', side, by: roleOf(p, side) }];
  }
  throw new Error('the table found no next duty');
}

/** The unknown slot of the engine a deal slot was drawn as. */
function labelAt(p: Public, deck: string, slot: number): number {
  for (const [l, w] of Object.entries(p.where)) if (w.deck === deck && w.slot === slot) return Number(l);
  return refuse('notDrawn', 'D3', `slot ${slot} of ${deck} was drawn as no card of the game`, { deck, slot });
}

/** The moves of a message taken into the public part: checked (the other's) or not (this page's own proofs). */
function takeMoves(p: Public, moves: readonly DealMove[], own: boolean): Public {
  let ledger = p.ledger;
  for (const m of moves) ledger = own ? applyOwnMove(ledger, m) : applyMove(ledger, m);
  return { ...p, ledger, moves: [...p.moves, ...moves] };
}

/** Whether a message is the one the duty calls for: its moves' kinds and authors, nothing else. */
function checkAnswers(p: Public, d: Duty, msg: TableMessage): void {
  const by = d.t === 'over' ? null : d.by;
  const wrong = (why: string) => refuse('notDue', 'D0', `not the message due: ${why}`, { duty: d.t });
  if (d.t === 'over') wrong('the game is over');
  if (msg.moves.some((m) => (m as { by?: Role }).by !== by)) wrong(`every move is ${by}'s`);
  if ((d.t === 'act') !== (msg.action !== undefined)) wrong('an action comes when it is the sender’s to act');
  if (d.t === 'lift' || d.t === 'pass') {
    if (msg.moves.length !== 1 || msg.moves[0]!.t !== d.t || (msg.moves[0] as { deck: string }).deck !== d.deck) wrong(`a ${d.t} over ${d.deck}`);
  } else if (d.t === 'share') {
    const m = msg.moves[0];
    if (msg.moves.length !== 1 || m?.t !== 'share' || m.deck !== d.deck || m.slots.join() !== d.slots.join()) wrong(`the share of ${d.deck}`);
  } else if (d.t === 'answer') {
    // slots asked for, each shown or claimed once (one card shown may answer a rule that needs one: ./answers.ts)
    const key = (deck: string, slot: number) => `${deck}#${slot}`;
    const answered = msg.moves.flatMap((m) => (m.t === 'open' ? [key(m.deck, m.slot)] : m.t === 'claim' ? m.slots.map((s) => key(m.deck, s)) : ['']));
    const asked = new Set(d.labels.map((l) => key(p.where[l]!.deck, p.where[l]!.slot)));
    if (answered.length === 0 || new Set(answered).size !== answered.length || !answered.every((a) => asked.has(a)))
      wrong('slots asked for, each shown or claimed once');
    if (d.rule === 'moved' && msg.moves.some((m) => m.t !== 'open')) wrong('a card given is shown');
  } else if (d.t === 'act') {
    if (msg.action!.side !== d.side) wrong(`the ${d.side}'s action`);
    if (msg.moves.some((m) => m.t !== 'open')) wrong('an action shows the cards it names');
  }
}

/** The public part after a message that answers the duty: its moves taken, what they show told to the engine. */
function takeMessage(p: Public, d: Duty, msg: TableMessage, own: boolean): Public {
  checkAnswers(p, d, msg);
  p = takeMoves(p, msg.moves, own);
  const shown = { ...p.shown };
  for (const m of msg.moves) if (m.t === 'open') shown[labelAt(p, m.deck, m.slot)] = m.card;
  p = { ...p, shown };
  if (d.t === 'act') {
    // the action's card, when it names one the engine holds as an unknown slot, is the one its holder showed
    const { reveals: _r, claims: _c, ...action } = msg.action!;
    const reveals: Record<string, number> = {};
    const card = (action as { card?: unknown }).card;
    const here = labelsIn(p.common);
    for (const [l, c] of Object.entries(shown)) if (c === card && here.has(Number(l))) reveals[l] = c;
    return { ...p, pending: { action: action as RecordedAction, reveals, claims: {} } };
  }
  if (d.t === 'answer' && p.pending) {
    const reveals = { ...p.pending.reveals };
    const claims = { ...p.pending.claims };
    for (const m of msg.moves) {
      if (m.t === 'open') reveals[labelAt(p, m.deck, m.slot)] = m.card;
      // a slot claimed again (another rule of the same action) holds a card of both lists
      if (m.t === 'claim')
        for (const s of m.slots) {
          const l = labelAt(p, m.deck, s);
          claims[l] = claims[l] ? claims[l].filter((c) => m.cards.includes(c)) : m.cards.slice();
        }
    }
    return { ...p, pending: { ...p.pending, reveals, claims } };
  }
  return p;
}

/** The unknown slots a state holds in its zones (and the cards a frame drew, 6.3.5 box 3). */
export function labelsIn(s: GameState): Set<number> {
  const text = JSON.stringify([s.hands, s.setAside, s.ps, s.drawPile, s.stack]);
  return new Set((text.match(/-\d+/g) ?? []).map(Number).filter(isLabel));
}

/** The cards this page learns from a share it was due (D4): its own slots, read with its key. */
function learn(page: TablePage, before: Public): Record<string, number> {
  const own = { ...page.own };
  for (const [deck, d] of Object.entries(page.pub.ledger.decks))
    d.slots.forEach((s, i) => {
      const was = before.ledger.decks[deck]?.slots[i];
      if (s.to === page.role && s.share !== null && (!was || was.share === null))
        own[labelAt(page.pub, deck, i)] = drawnCard(page.pub.ledger, deck, i, page.secrets);
    });
  // a card shown is no longer this page's alone
  for (const l of Object.keys(page.pub.shown)) delete own[l];
  return own;
}

/**
 * A message the other page sent, checked and taken: the page after it, its duty done; or a
 * DealError (a move of the deal, or a message that is not the one due) or the engine's RuleError
 * (an illegal action), with the page as it was.
 */
export function receive(page: TablePage, msg: TableMessage): TablePage {
  const [ready, d] = duty(page.pub);
  if (d.t !== 'over' && d.by === page.role) refuse('notDue', 'D0', 'it is this page’s turn to send', {});
  // the action it brings is tried at once: an illegal one refuses the message
  const pub = duty(takeMessage(ready, d, structuredClone(msg), false))[0];
  return learned({ ...page, pub }, ready);
}

/** A message this page made for its own duty, taken into its own record (its proofs are its own). */
export function sent(page: TablePage, msg: TableMessage): TablePage {
  const [ready, d] = duty(page.pub);
  const pub = duty(takeMessage(ready, d, msg, true))[0];
  return learned({ ...page, pub }, ready);
}

function learned(page: TablePage, before: Public): TablePage {
  return { ...page, own: learn(page, before) };
}

/**
 * The game as this page sees it: the common state with the cards it alone knows and those shown
 * to both in their slots (what its player chooses from). The other's hidden cards and every pile
 * stay unknown slots.
 */
export function pageView(page: TablePage): GameState {
  const here = labelsIn(page.pub.common);
  const reveals: Record<string, number> = {};
  for (const [l, c] of [...Object.entries(page.pub.shown), ...Object.entries(page.own)]) if (here.has(Number(l))) reveals[l] = c;
  if (Object.keys(reveals).length === 0) return page.pub.common;
  // a working copy, as the engine makes for an action: nothing of the common state is changed
  const view = beginChange(page.pub.common);
  try {
    revealSlots(view, reveals);
  } finally {
    endChange();
  }
  return view;
}
