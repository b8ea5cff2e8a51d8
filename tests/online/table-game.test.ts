/**
 * Whole games over the deal (docs/remote.md "A game over the deal"): two pages in one thread, each
 * on its own knowledge, choosing at random among the legal actions of its own view. At the end
 * both publish their keys and permutations (D7): the audit re-runs the whole deal and finds it
 * clean, every card a page saw or showed is the card the audit reads in its slot, and both pages'
 * records, read back as saved games, replay to the same state.
 */
import { describe, expect, it } from 'vitest';
import { makeRecord, replay, stateChecksum, type GameState } from '../../src/engine';
import { readRecord } from '../../src/engine/recordReader';
import { auditDeal, makeAudit } from '../../src/online/deal';
import type { TablePage } from '../../src/online/table';
import { newTable, playOut, type Table } from './tablePlay';

/** A page's record, as it would save it, read back and replayed. */
function replayed(page: TablePage): GameState {
  const p = page.pub;
  const text = JSON.stringify(makeRecord(p.common.options, p.record, p.common));
  return replay(readRecord(text));
}

function audited(t: Table): Record<string, number[]> {
  const moves = [...t.host.pub.moves, makeAudit(t.host.secrets), makeAudit(t.guest.secrets)];
  const verdict = auditDeal(t.host.pub.ledger.game, moves);
  expect(verdict).toMatchObject({ ok: true });
  return (verdict as { decks: Record<string, number[]> }).decks;
}

describe('whole games over the deal (D1–D8, 3.1 to the end)', () => {
  for (const [seed, hostSide] of [
    ['g1', 'communist'],
    ['g2', 'democrat'],
  ] as const) {
    it(`seed ${seed}, host the ${hostSide}: played to the end, the audit clean, both records replay alike`, () => {
      const t = newTable(seed, hostSide);
      const started = performance.now();
      const kinds: Record<string, number> = {};
      const duties = playOut(t, 5000, (d) => {
        kinds[d.t] = (kinds[d.t] ?? 0) + 1;
      });
      const ms = performance.now() - started;
      const s = t.host.pub.common;
      console.log(`${seed}: ${duties} duties ${JSON.stringify(kinds)}, turn ${s.turn}, ${JSON.stringify(s.result)}, ${Math.round(ms)} ms`);
      expect(s.result).not.toBeNull();
      // both pages hold the same public part: the same deal and the same game
      expect(t.guest.pub.moves).toEqual(t.host.pub.moves);
      expect(t.guest.pub.record).toEqual(t.host.pub.record);
      expect(stateChecksum(t.guest.pub.common)).toBe(stateChecksum(s));
      // D7: the audit re-runs every pass and checks every share, show and claim
      const decks = audited(t);
      // every card shown to both, and every card a page alone saw, is the card in its slot
      for (const page of [t.host, t.guest])
        for (const [label, card] of [...Object.entries(page.pub.shown), ...Object.entries(page.own)]) {
          const w = page.pub.where[label]!;
          expect(decks[w.deck]![w.slot], `slot ${label}`).toBe(card);
        }
      // each page's record, saved and read back, replays to the one final state
      const host = replayed(t.host);
      const guest = replayed(t.guest);
      expect(stateChecksum(host)).toBe(stateChecksum(guest));
      expect(stateChecksum(host)).toBe(stateChecksum(s));
      expect(host.result).toEqual(s.result);
    }, 300_000);
  }
});
