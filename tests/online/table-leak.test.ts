/**
 * What the guest's page learns of the host's hidden cards over a whole game (docs/remote.md "The
 * deal"): after every duty — the deal, each turn's actions, the power struggles — neither the
 * guest's state, nor its own cards, nor what was shown to both, nor any move it received holds a
 * card the host alone still knows. And a page that shows a card it was not dealt is caught at the
 * move, by the proof (D5).
 */
import { describe, expect, it } from 'vitest';
import { DealError } from '../../src/online/deal';
import { legalActions, type GameState, type RecordedAction } from '../../src/engine';
import { act, labelsIn, pageView, receive, type TablePage } from '../../src/online/table';
import { newTable, nextDuty, step, type Table } from './tablePlay';

type Kind = 'strategy' | 'struggle';

/**
 * The cards this page alone knows, by the kind of their deck, in slots still in play (a struggle
 * hand's cards never shown leave the game with their deck at 8.5: the same card in a later struggle's
 * deck is another slot, which the page does not know).
 */
function hidden(page: TablePage): Record<Kind, Set<number>> {
  const out: Record<Kind, Set<number>> = { strategy: new Set(), struggle: new Set() };
  const here = labelsIn(page.pub.common);
  for (const [label, card] of Object.entries(page.own))
    if (here.has(Number(label))) out[page.pub.ledger.decks[page.pub.where[label]!.deck]!.kind as Kind].add(card);
  return out;
}

/**
 * Every card the guest's page holds anywhere, by kind: its view's zones, with its own cards and
 * those shown to both in their slots (a card shown once and shuffled back into a pile is known to
 * have been there, not where it went: its old slot is in no zone).
 */
function guestCards(t: Table): Record<Kind, number[]> {
  const v = pageView(t.guest);
  const frames = v.stack.flatMap((f) => ((f as { drawn?: unknown }).drawn as number[] | undefined) ?? []);
  const strategy = [...Object.values(v.hands).flat(), ...Object.values(v.setAside).flat(), ...v.drawPile, ...v.discard, ...v.removed];
  strategy.push(...v.notYetAdded, ...v.inPlay, ...frames);
  const struggle = v.ps ? [...Object.values(v.ps.hands).flat(), ...v.ps.deck, ...v.ps.discard] : [];
  return { strategy, struggle };
}

/** A legal play of `card` in this view, with the dice's entropy. */
function legalFor(view: GameState, card: number, entropy: string): RecordedAction | undefined {
  const a = legalActions(view).find((x) => x.type === 'play' && (x as { card?: number }).card === card);
  return a && ({ ...a, entropy } as RecordedAction);
}

describe("the host's hidden cards reach the guest's page nowhere", () => {
  it('seed g2, host the communist: after the deal, mid-turn and in power struggles, at every duty', () => {
    const t = newTable('g2', 'communist');
    const seen = { deal: 0, midTurn: 0, struggle: 0 };
    const answers: Record<string, number> = {};
    const claimOnly: Record<string, number> = {};
    for (let n = 0; n < 5000; n++) {
      const d = step(t);
      if (d.t === 'over') break;
      if (d.t === 'answer') {
        answers[`${d.rule} (${d.labels.length})`] = (answers[`${d.rule} (${d.labels.length})`] ?? 0) + 1;
        // D6: a rule that only tests the cards (4.5.4, 8.3.2, #21, #75, 6.3.5, ...) is answered by claims, no card shown
        if (d.cards) {
          expect(
            t.last!.moves.every((m) => m.t === 'claim'),
            `${d.rule} at duty ${n} answered by claims`,
          ).toBe(true);
          claimOnly[d.rule] = (claimOnly[d.rule] ?? 0) + 1;
        }
      }
      const h = hidden(t.host);
      const s = t.host.pub.common;
      if (s.turn === 1 && h.strategy.size >= 8) seen.deal++;
      if (s.turn >= 2 && s.round >= 2 && h.strategy.size > 0) seen.midTurn++;
      if (s.ps && h.struggle.size > 0) seen.struggle++;
      const g = guestCards(t);
      for (const kind of ['strategy', 'struggle'] as const) {
        const leaked = g[kind].filter((c) => h[kind].has(c));
        expect(leaked, `${kind} cards of the host's in the guest's page at duty ${n} (${d.t})`).toEqual([]);
      }
      // no move the guest received shows a slot whose card the host still holds unseen (a card shown
      // once may come back in another slot after a reshuffle, 4.3: the guest knows it is in the pile, not where)
      const label = new Map(Object.entries(t.host.pub.where).map(([l, w]) => [`${w.deck}#${w.slot}`, l]));
      for (const msg of t.toGuest)
        for (const m of msg.moves) if (m.t === 'open') expect(t.host.own[label.get(`${m.deck}#${m.slot}`)!], `${m.deck}#${m.slot} shown`).toBeUndefined();
    }
    console.log(`moments checked: ${JSON.stringify(seen)}; answers asked: ${JSON.stringify(answers)}`);
    expect(t.host.pub.common.result).not.toBeNull();
    expect(seen.deal).toBeGreaterThan(0);
    expect(seen.midTurn).toBeGreaterThan(0);
    expect(seen.struggle).toBeGreaterThan(0);
    // the rules that showed more than the rulebook (8.3.2: the whole struggle hand; #21: the whole hand) now claim
    for (const rule of ['8.3.2', '4.5.4', 'card 21', 'card 75']) expect(claimOnly[rule], rule).toBeGreaterThan(0);
  }, 300_000);

  it('D5: a page showing a card it was not dealt, with the proof of the one it holds, is refused at that move', () => {
    const t = newTable('g1', 'communist');
    for (let n = 0; n < 5000; n++) {
      const d = nextDuty(t);
      if (d.t === 'act' && d.by === 'host') {
        // the host plays a card of its hand and shows, in its place, a card the guest holds
        const view = pageView(t.host);
        const mine = Object.values(t.host.own);
        const theirs = Object.values(t.guest.own).filter((c) => !mine.includes(c));
        const play = view.prompt && Object.keys(t.host.own).length > 0 ? mine.find((c) => view.hands.communist.includes(c)) : undefined;
        const legal = play !== undefined ? legalFor(view, play, t.entropy()) : undefined;
        if (legal && theirs.length > 0) {
          const { msg } = act(t.host, legal, t.random.host);
          const open = msg.moves.find((m) => m.t === 'open');
          expect(open).toBeDefined();
          const forged = { ...msg, moves: msg.moves.map((m) => (m === open ? { ...m, card: theirs[0]! } : m)), action: { ...legal, card: theirs[0]! } };
          let err: unknown;
          try {
            receive(t.guest, forged);
          } catch (e) {
            err = e;
          }
          expect(err).toBeInstanceOf(DealError);
          expect(err).toMatchObject({ code: 'proof', rule: 'D5' });
          // the honest message still goes through
          expect(() => receive(t.guest, msg)).not.toThrow();
          return;
        }
      }
      expect(step(t).t).not.toBe('over');
    }
    throw new Error('the host never played a card of its hand');
  }, 300_000);
});
