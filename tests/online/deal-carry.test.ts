/**
 * A deck that carries an earlier deck's undrawn slots (docs/remote.md "The deal", D8: 4.4's
 * Middle and Late Year cards joining a pile still hidden): the guest lifts the new cards under its
 * old layer, the host passes first, each page re-keys and shuffles; every slot of the new deck is a
 * card of the old deck's rest or a new card, each read by its drawer only, and the audit re-runs it
 * all. A lift or a re-keying pass that is not what the keys make is named by the audit.
 */
import { describe, expect, it } from 'vitest';
import { CARD_NUMBERS } from '../../src/engine/data';
import { auditDeal, DealError, drawnCard, makeAudit, makeLift, makePass } from '../../src/online/deal';
import { cardPoint } from '../../src/online/deal/cards';
import { pointHex, times } from '../../src/online/deal/group';
import { applyMove } from '../../src/online/deal/ledger';
import { dealDeck, drawTo, GAME, newTable, send, type DealTable } from './dealTable';

const OLD = CARD_NUMBERS.slice(0, 10);
const NEW = CARD_NUMBERS.slice(40, 45);

/** 10 cards dealt, 4 drawn; the 6 left carried into a deck with 5 new cards, lifted by the guest. */
function carried(): { t: DealTable; oldCards: number[] } {
  const t = newTable();
  dealDeck(t, 's1', 'strategy', OLD);
  const oldCards: number[] = [];
  for (let i = 0; i < 2; i++)
    for (const r of ['host', 'guest'] as const) {
      const slot = drawTo(t, 's1', r);
      oldCards.push(drawnCard(t[r].ledger, 's1', slot, t[r].secrets));
    }
  send(t, { t: 'deck', deck: 's2', kind: 'strategy', cards: NEW, carry: { deck: 's1', slots: [4, 5, 6, 7, 8, 9] } });
  send(t, makeLift(t.guest.ledger, 's2', t.guest.secrets));
  for (const r of ['host', 'guest'] as const) {
    const { move, page } = makePass(t[r].ledger, 's2', t[r].secrets);
    t[r].secrets = page;
    send(t, move);
  }
  return { t, oldCards };
}

const audited = (t: DealTable) => {
  send(t, makeAudit(t.host.secrets));
  send(t, makeAudit(t.guest.secrets));
  return auditDeal(GAME, t.moves);
};

describe('D8: a deck that carries the undrawn slots of an earlier one', () => {
  it('holds the old rest and the new cards, each read by its drawer, and the audit agrees', () => {
    const { t, oldCards } = carried();
    const read: Record<number, number> = {};
    for (let i = 0; i < 11; i++) {
      const r = i % 2 === 0 ? 'host' : 'guest';
      const slot = drawTo(t, 's2', r);
      read[slot] = drawnCard(t[r].ledger, 's2', slot, t[r].secrets);
    }
    const cards = Object.values(read);
    expect(new Set(cards).size).toBe(11);
    expect([...cards, ...oldCards].sort((a, b) => a - b)).toEqual([...OLD, ...NEW].sort((a, b) => a - b));
    const v = audited(t);
    if (!v.ok) throw new Error(v.message);
    for (const [slot, card] of Object.entries(read)) expect(v.decks.s2![Number(slot)]).toBe(card);
  });

  it('the carried deck draws no more, and the carry must be its undrawn slots in order', () => {
    const { t } = carried();
    expect(() => applyMove(t.host.ledger, { t: 'draw', deck: 's1', slot: 4, to: 'host' })).toThrow(DealError);
    const t2 = newTable();
    dealDeck(t2, 's1', 'strategy', OLD);
    drawTo(t2, 's1', 'host');
    try {
      applyMove(t2.host.ledger, { t: 'deck', deck: 's2', kind: 'strategy', cards: NEW, carry: { deck: 's1', slots: [0, 1, 2, 3, 4, 5, 6, 7, 8] } });
      throw new Error('taken');
    } catch (e) {
      expect(e).toBeInstanceOf(DealError);
      expect((e as DealError).rule).toBe('D8');
    }
  });

  it('a lift that is not the new cards under the lifter’s old layer is named by the audit', () => {
    const t = newTable();
    dealDeck(t, 's1', 'strategy', OLD);
    send(t, { t: 'deck', deck: 's2', kind: 'strategy', cards: NEW, carry: { deck: 's1', slots: OLD.map((_, i) => i) } });
    const honest = makeLift(t.guest.ledger, 's2', t.guest.secrets) as Extract<ReturnType<typeof makeLift>, { t: 'lift' }>;
    // the guest swaps one new card for an old one under its layer: the deck would hold a card twice
    const points = honest.points.slice();
    points[0] = pointHex(times(cardPoint('strategy', OLD[0]!), 7n));
    send(t, { ...honest, points });
    for (const r of ['host', 'guest'] as const) {
      const { move, page } = makePass(t[r].ledger, 's2', t[r].secrets);
      t[r].secrets = page;
      send(t, move);
    }
    const v = audited(t);
    expect(v.ok).toBe(false);
    if (!v.ok) expect([v.code, v.rule, v.by, v.move]).toEqual(['liftRerun', 'D8', 'guest', t.moves.findIndex((m) => m.t === 'lift')]);
  });
});
