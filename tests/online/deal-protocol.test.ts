/**
 * The deal between two pages (docs/remote.md "The deal", D1–D7): two honest pages reach the same
 * record and each reads only its own cards; a cheating page is caught at the move where a proof
 * applies (D4, D5), else by the audit (D7), which names the move and the page.
 */
import { describe, expect, it } from 'vitest';
import { CARD_NUMBERS, PS_CARD_INDEXES } from '../../src/engine/data';
import { auditDeal, cardOfPoint, DealError, drawnCard, hiddenCards, makeAudit, makeOpen, makePass, makeShare, type DealMove } from '../../src/online/deal';
import { cardPoint } from '../../src/online/deal/cards';
import { pointHex, pointOf, scalarHex, scalarOf } from '../../src/online/deal/group';
import { addLayer, keyOf, newDeckKey, removeLayer, type DeckKey } from '../../src/online/deal/layer';
import { applyMove, newLedger, proofContext } from '../../src/online/deal/ledger';
import { proveLayer } from '../../src/online/deal/proof';
import { dealDeck, drawTo, GAME, newTable, send, type DealTable } from './dealTable';

const codeOf = (f: () => unknown): { code: string; rule: string } => {
  try {
    f();
  } catch (e) {
    if (e instanceof DealError) return { code: e.code, rule: e.rule };
    throw e;
  }
  throw new Error('no DealError');
};

/** A move refused by both pages, naming the rule, and neither record changed. */
function refused(t: DealTable, m: unknown, code: string, rule: string): void {
  for (const r of ['host', 'guest'] as const) {
    const before = structuredClone(t[r].ledger);
    expect(codeOf(() => applyMove(t[r].ledger, m))).toEqual({ code, rule });
    expect(t[r].ledger).toEqual(before);
  }
}

const keyHex = (k: DeckKey): string => scalarHex(k.secret);

const audited = (t: DealTable) => {
  send(t, makeAudit(t.host.secrets));
  send(t, makeAudit(t.guest.secrets));
  return auditDeal(GAME, t.moves);
};

/** A small deck: its first ten strategy cards, 4 drawn by each page. */
function small(): { t: DealTable; host: number[]; guest: number[] } {
  const t = newTable();
  dealDeck(t, 's1', 'strategy', CARD_NUMBERS.slice(0, 10));
  const host: number[] = [];
  const guest: number[] = [];
  for (let i = 0; i < 4; i++) {
    host.push(drawTo(t, 's1', 'host'));
    guest.push(drawTo(t, 's1', 'guest'));
  }
  return { t, host, guest };
}

describe('two honest pages', () => {
  it('deal all 110 strategy and 52 power-struggle cards: the same record, each reads its own hand, the audit is clean', () => {
    const t = newTable();
    dealDeck(t, 'strategy/1', 'strategy', CARD_NUMBERS);
    dealDeck(t, 'struggle/1', 'struggle', PS_CARD_INDEXES);
    // 3.1: 8 cards each; 8.1: a struggle's hands (the Communist's first)
    for (let i = 0; i < 8; i++) for (const r of ['host', 'guest'] as const) drawTo(t, 'strategy/1', r);
    for (let i = 0; i < 6; i++) drawTo(t, 'struggle/1', 'host');
    for (let i = 0; i < 7; i++) drawTo(t, 'struggle/1', 'guest');
    const hands = {
      host: [...hiddenCards(t.host.ledger, 'strategy/1', t.host.secrets).values()],
      guest: [...hiddenCards(t.guest.ledger, 'strategy/1', t.guest.secrets).values()],
    };
    expect(hands.host).toHaveLength(8);
    expect(hands.guest).toHaveLength(8);
    expect(new Set([...hands.host, ...hands.guest]).size).toBe(16);
    expect(hiddenCards(t.host.ledger, 'struggle/1', t.host.secrets).size).toBe(6);
    expect(hiddenCards(t.guest.ledger, 'struggle/1', t.guest.secrets).size).toBe(7);

    const verdict = audited(t);
    if (!verdict.ok) throw new Error(verdict.message);
    const slots = verdict.decks['strategy/1']!;
    expect(slots.slice().sort((a, b) => a - b)).toEqual(CARD_NUMBERS.slice().sort((a, b) => a - b));
    // what each page read is what the audit says its slots held
    for (const r of ['host', 'guest'] as const) for (const [slot, card] of hiddenCards(t[r].ledger, 'strategy/1', t[r].secrets)) expect(slots[slot]).toBe(card);
  });

  it('a page reads nothing of the other`s hand: with its own key, no point it holds or can make is a card', () => {
    const { t, host } = small();
    const key = keyOf(scalarOf(t.guest.secrets.decks.s1!.key)!);
    const d = t.guest.ledger.decks.s1!;
    for (const slot of host) {
      expect(codeOf(() => drawnCard(t.guest.ledger, 's1', slot, t.guest.secrets))).toEqual({ code: 'notYours', rule: 'D5' });
      const seen = [d.passes[0]!.cards[slot]!, d.passes[1]!.cards[slot]!, d.slots[slot]!.share!].map((h) => pointOf(h, 'D2', 'x'));
      for (const p of [...seen, ...seen.map((p) => removeLayer(p, key))]) expect(cardOfPoint('strategy', p)).toBeNull();
    }
    // nor the pile's order: every undrawn slot is as unreadable
    for (let slot = d.next; slot < 10; slot++) expect(cardOfPoint('strategy', removeLayer(pointOf(d.passes[1]!.cards[slot], 'D2', 'x'), key))).toBeNull();
  });

  it('a card shown (D5) is read by both, and the audit agrees', () => {
    const { t, host } = small();
    const card = drawnCard(t.host.ledger, 's1', host[0]!, t.host.secrets);
    send(t, makeOpen(t.host.ledger, 's1', host[0]!, t.host.secrets));
    expect(t.guest.ledger.decks.s1!.slots[host[0]!]!.card).toBe(card);
    const v = audited(t);
    expect(v.ok).toBe(true);
  });

  it('a card shown to both from the pile: the drawer reads it and shows it at once (#54)', () => {
    const t = newTable();
    dealDeck(t, 'ps', 'struggle', PS_CARD_INDEXES.slice(0, 20));
    const shown: number[] = [];
    for (let i = 0; i < 15; i++) {
      const slot = drawTo(t, 'ps', 'host');
      send(t, makeOpen(t.host.ledger, 'ps', slot, t.host.secrets));
      shown.push(t.guest.ledger.decks.ps!.slots[slot]!.card!);
    }
    expect(new Set(shown).size).toBe(15);
    expect(audited(t).ok).toBe(true);
  });

  it('a true claim (#46: no red-titled card among these) passes the audit', () => {
    const { t, host } = small();
    const held = host.map((s) => drawnCard(t.host.ledger, 's1', s, t.host.secrets));
    send(t, { t: 'claim', deck: 's1', by: 'host', slots: host, cards: held, rule: '#46' });
    expect(audited(t).ok).toBe(true);
  });
});

describe('a cheating page, caught at the move', () => {
  it('D5: shows a slot dealt to the other page (a card it was not dealt)', () => {
    const { t, guest } = small();
    const forged = { ...makeOpen(t.guest.ledger, 's1', guest[0]!, t.guest.secrets), by: 'host' };
    refused(t, forged, 'notYours', 'D5');
  });

  it('D5: shows its own slot as a card it does not hold, with a proof made with its key', () => {
    const { t, host, guest } = small();
    const other = drawnCard(t.guest.ledger, 's1', guest[0]!, t.guest.secrets);
    const key = keyOf(scalarOf(t.host.secrets.decks.s1!.key)!);
    const m = { t: 'open' as const, deck: 's1', slot: host[0]!, by: 'host' as const, card: other };
    const over = pointOf(t.host.ledger.decks.s1!.slots[host[0]!]!.share, 'D4', 'x');
    refused(t, { ...m, proof: proveLayer(proofContext(GAME, m), key, cardPoint('strategy', other), over) }, 'proof', 'D5');
    // and a proof copied from its honest show of another card fails too
    const honest = makeOpen(t.host.ledger, 's1', host[1]!, t.host.secrets) as Extract<DealMove, { t: 'open' }>;
    refused(t, { ...m, proof: honest.proof }, 'proof', 'D5');
  });

  it('D5: plays a card twice: the same slot again, or its card from another slot', () => {
    const { t, host } = small();
    const first = makeOpen(t.host.ledger, 's1', host[0]!, t.host.secrets);
    send(t, first);
    refused(t, first, 'opened', 'D5');
    const again = { ...makeOpen(t.host.ledger, 's1', host[1]!, t.host.secrets), card: (first as { card: number }).card };
    refused(t, again, 'twice', 'D5');
  });

  it('D4: lies in a reveal: a share that is not its layer off, or a proof of another slot', () => {
    const t = newTable();
    dealDeck(t, 's1', 'strategy', CARD_NUMBERS.slice(0, 10));
    send(t, { t: 'draw', deck: 's1', slot: 0, to: 'host' });
    const honest = makeShare(t.guest.ledger, 's1', 0, t.guest.secrets) as Extract<DealMove, { t: 'share' }>;
    // the guest steers the host to a card of its choosing: under the host's layer, card 5
    const steer = pointHex(addLayer(cardPoint('strategy', 5), newDeckKey()));
    refused(t, { ...honest, points: [steer] }, 'proof', 'D4');
    const key = keyOf(scalarOf(t.guest.secrets.decks.s1!.key)!);
    const lie = { t: 'share' as const, deck: 's1', slots: [0], by: 'guest' as const, points: [steer] };
    refused(
      t,
      { ...lie, proof: proveLayer(proofContext(GAME, lie), key, pointOf(steer, 'D4', 'x'), pointOf(t.guest.ledger.decks.s1!.passes[1]!.cards[0], 'D4', 'x')) },
      'proof',
      'D4',
    );
    send(t, honest);
    send(t, { t: 'draw', deck: 's1', slot: 1, to: 'host' });
    refused(t, { ...honest, slots: [1] }, 'proof', 'D4');
  });

  it('D4, D5: a proof is bound to its game: the same moves under another game id are refused at the first proof', () => {
    const { t } = small();
    let other = newLedger('fedcba9876543210');
    const firstProof = t.moves.findIndex((m) => m.t === 'share');
    for (const m of t.moves.slice(0, firstProof)) other = applyMove(other, m);
    expect(codeOf(() => applyMove(other, t.moves[firstProof]))).toEqual({ code: 'proof', rule: 'D4' });
  });

  it('a move changed by its sender after it was taken changes no record', () => {
    const { t, host } = small();
    const m = makeOpen(t.host.ledger, 's1', host[0]!, t.host.secrets) as Extract<DealMove, { t: 'open' }>;
    send(t, m);
    const card = t.guest.ledger.decks.s1!.slots[host[0]!]!.card;
    m.card = card === 1 ? 2 : 1;
    expect(t.guest.ledger.decks.s1!.slots[host[0]!]!.card).toBe(card);
    expect(t.guest.ledger.moves.at(-1)).toMatchObject({ card });
  });

  it('D4: a hand dealt at once takes one proof, and one lying share among eight fails it', () => {
    const t = newTable();
    dealDeck(t, 's1', 'strategy', CARD_NUMBERS.slice(0, 20));
    for (let slot = 0; slot < 8; slot++) send(t, { t: 'draw', deck: 's1', slot, to: 'host' });
    const slots = [0, 1, 2, 3, 4, 5, 6, 7];
    const honest = makeShare(t.guest.ledger, 's1', slots, t.guest.secrets) as Extract<DealMove, { t: 'share' }>;
    const points = honest.points.slice();
    [points[2], points[5]] = [points[5]!, points[2]!];
    refused(t, { ...honest, points }, 'proof', 'D4');
    refused(t, { ...honest, slots: [...slots.slice(0, 7), 8] }, 'notDrawn', 'D4');
    refused(t, { ...honest, slots: [0, 0, 1, 2, 3, 4, 5, 6] }, 'malformed', 'D0');
    send(t, honest);
    expect(hiddenCards(t.host.ledger, 's1', t.host.secrets).size).toBe(8);
    expect(audited(t).ok).toBe(true);
  });

  it('D3, D4: a draw out of turn, a share by the drawer, a second share', () => {
    const { t, host } = small();
    refused(t, { t: 'draw', deck: 's1', slot: 9, to: 'host' }, 'notTop', 'D3');
    send(t, { t: 'draw', deck: 's1', slot: 8, to: 'host' });
    refused(t, makeShare(t.host.ledger, 's1', 8, t.host.secrets), 'notDue', 'D4');
    refused(t, makeShare(t.guest.ledger, 's1', host[0]!, t.guest.secrets), 'shared', 'D4');
  });

  it('D2: a pass that repeats a point, or has too few, or a page passing twice', () => {
    const t = newTable();
    send(t, { t: 'deck', deck: 's1', kind: 'strategy', cards: [1, 2, 3] });
    const k = newDeckKey();
    const p = (c: number) => pointHex(addLayer(cardPoint('strategy', c), k));
    const pass = { t: 'pass' as const, deck: 's1', by: 'host' as const, key: pointHex(k.public) };
    refused(t, { ...pass, cards: [p(1), p(1), p(3)] }, 'passRepeats', 'D2');
    refused(t, { ...pass, cards: [p(1), p(2)] }, 'passLength', 'D2');
    send(t, { ...pass, cards: [p(3), p(1), p(2)] });
    refused(t, { ...pass, cards: [p(3), p(1), p(2)] }, 'samePage', 'D2');
    refused(t, { t: 'draw', deck: 's1', slot: 0, to: 'host' }, 'notShuffled', 'D3');
  });

  it('D2: a pass with a text that is no point is refused where it is used, and the audit names it', () => {
    const t = newTable();
    send(t, { t: 'deck', deck: 's1', kind: 'strategy', cards: [1, 2, 3] });
    const k = newDeckKey();
    const p = (c: number) => pointHex(addLayer(cardPoint('strategy', c), k));
    send(t, { t: 'pass', deck: 's1', by: 'host', key: pointHex(k.public), cards: [p(1), 'ff'.repeat(32), p(3)] });
    t.host.secrets = { ...t.host.secrets, decks: { s1: { key: keyHex(k), perm: [0, 1, 2] } } };
    expect(codeOf(() => makePass(t.guest.ledger, 's1', t.guest.secrets))).toEqual({ code: 'notPoint', rule: 'D2' });
    expect(audited(t)).toMatchObject({ ok: false, move: 1, by: 'host', code: 'passRerun', rule: 'D2' });
  });

  it('D0: a move of no known shape is refused before it is read', () => {
    const t = newTable();
    for (const bad of [
      null,
      42,
      { t: 'deal' },
      { t: 'draw', deck: 's1', slot: -1, to: 'host' },
      { t: 'share', deck: 's1', slot: 0, by: 'host', point: 'x', proof: {} },
    ])
      refused(t, bad, 'malformed', 'D0');
  });
});

describe('a cheating page, caught by the audit (D7), which names the move', () => {
  it('a pass that is no shuffle of the deck: a card of another deck in place of one', () => {
    const t = newTable();
    send(t, { t: 'deck', deck: 's1', kind: 'strategy', cards: CARD_NUMBERS.slice(0, 10) });
    // the host encrypts card 11 where card 1 should be: distinct points, nothing to see at the move
    const k = newDeckKey();
    const cards = [11, ...CARD_NUMBERS.slice(1, 10)].map((c) => pointHex(addLayer(cardPoint('strategy', c), k)));
    send(t, { t: 'pass', deck: 's1', by: 'host', key: pointHex(k.public), cards });
    t.host.secrets = { ...t.host.secrets, decks: { s1: { key: keyHex(k), perm: CARD_NUMBERS.slice(0, 10).map((_, i) => i) } } };
    const { move, page } = makePass(t.guest.ledger, 's1', t.guest.secrets);
    t.guest.secrets = page;
    send(t, move);
    // the guest draws every card: the one that is none of the deck tells it at once
    const found: string[] = [];
    for (let i = 0; i < 10; i++) {
      const slot = drawTo(t, 's1', 'guest');
      try {
        drawnCard(t.guest.ledger, 's1', slot, t.guest.secrets);
      } catch (e) {
        found.push((e as DealError).code);
      }
    }
    expect(found).toEqual(['notACard']);
    const v = audited(t);
    expect(v).toMatchObject({ ok: false, move: 1, by: 'host', code: 'passRerun', rule: 'D2' });
  });

  it('a false claim (#46: "no red-titled card among these")', () => {
    const { t, host } = small();
    const held = host.map((s) => drawnCard(t.host.ledger, 's1', s, t.host.secrets));
    send(t, { t: 'claim', deck: 's1', by: 'host', slots: host, cards: held.slice(1), rule: '#46' });
    const at = t.moves.length - 1;
    expect(audited(t)).toMatchObject({ ok: false, move: at, by: 'host', code: 'falseClaim', rule: 'D6' });
  });

  it('a key that is not the one its pass published; a page that does not publish', () => {
    const { t } = small();
    const lie = makeAudit(t.host.secrets) as Extract<DealMove, { t: 'audit' }>;
    refused(t, { ...lie, keys: { s1: keyHex(newDeckKey()) } }, 'auditKey', 'D7');
    send(t, makeAudit(t.guest.secrets));
    expect(auditDeal(GAME, t.moves)).toMatchObject({ ok: false, move: t.moves.length, by: 'host', code: 'noAudit', rule: 'D7' });
    // a wrong key inside a record handed to the audit is named at its place
    expect(auditDeal(GAME, [...t.moves, { ...lie, keys: { s1: keyHex(newDeckKey()) } }])).toMatchObject({
      ok: false,
      move: t.moves.length,
      by: 'host',
      code: 'auditKey',
    });
  });

  it('a permutation published other than the one its pass used', () => {
    const { t } = small();
    const lie = makeAudit(t.host.secrets) as Extract<DealMove, { t: 'audit' }>;
    const perm = lie.perms.s1!.slice();
    [perm[0], perm[1]] = [perm[1]!, perm[0]!];
    send(t, { ...lie, perms: { s1: perm } });
    send(t, makeAudit(t.guest.secrets));
    expect(auditDeal(GAME, t.moves)).toMatchObject({ ok: false, move: 1, by: 'host', code: 'passRerun' });
  });

  it('nothing but the other audit after a page published its keys', () => {
    const { t, host } = small();
    send(t, makeAudit(t.host.secrets));
    refused(t, makeOpen(t.host.ledger, 's1', host[0]!, t.host.secrets), 'afterAudit', 'D7');
  });
});
