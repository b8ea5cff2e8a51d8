import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../../src/engine';
import { CARDS, CARD_NUMBERS, PS_CARD_INDEXES, SPACES, spaceIndex } from '../../../src/engine/data';
import { act, sp } from '../../table';
import { familyGame } from './family';

const sideOf = (c: number) => CARDS[c]!.side;

describe('TR.1 family mode setup', () => {
  const s = familyGame();
  const f = s.family!;

  it('TR.1.1 neutral cards (and the scoring cards, which have no Ops) stay in the box', () => {
    expect([...s.removed].sort((a, b) => a - b)).toEqual(CARD_NUMBERS.filter((c) => sideOf(c) === 'neutral' || sideOf(c) === 'scoring'));
    expect(s.removed).toHaveLength(14);
    expect(s.drawPile).toEqual([]);
    expect(s.notYetAdded).toEqual([]);
  });

  it('TR.1.1 / TR.1.2 each side has its own deck of its colour, with Early, Middle and Late Year cards mixed', () => {
    for (const side of ['communist', 'democrat'] as const) {
      const all = [...s.hands[side], ...f.drawPiles[side]];
      expect(all.every((c) => sideOf(c) === side)).toBe(true);
      expect([...all].sort((a, b) => a - b)).toEqual(CARD_NUMBERS.filter((c) => sideOf(c) === side));
      expect(new Set(all.map((c) => CARDS[c]!.period))).toEqual(new Set(['early', 'middle', 'late']));
    }
    expect(f.drawPiles.communist.length + s.hands.communist.length).toBe(44);
    expect(f.drawPiles.democrat.length + s.hands.democrat.length).toBe(52);
  });

  it('TR.1.2 the three decks are shuffled separately (rigged orders go on top of each)', () => {
    const r = familyGame({ rig: { strategyDeck: [7, 3, 1, 4], powerStruggleDeck: [52, 7, 8, 9] } });
    expect(r.hands.communist.slice(0, 2)).toEqual([7, 1]);
    expect(r.hands.democrat.slice(0, 2)).toEqual([3, 4]);
    // power-struggle cards are dealt one at a time, the Communist first
    expect(r.family!.psHands.communist.slice(0, 2)).toEqual([52, 8]);
    expect(r.family!.psHands.democrat.slice(0, 2)).toEqual([7, 9]);
    const ps = [...r.family!.psDrawPile, ...r.family!.psHands.communist, ...r.family!.psHands.democrat].sort((a, b) => a - b);
    expect(ps).toEqual([...PS_CARD_INDEXES]);
  });

  it('TR.1.3 / TR.1.4 the printed SPs, and no further setup placements (3.4 is not used)', () => {
    expect(sp(s, 'polish-catholic-church')).toEqual({ communist: 0, democrat: 5 });
    expect(sp(s, 'czech-writers')).toEqual({ communist: 0, democrat: 2 });
    expect(sp(s, 'dresden')).toEqual({ communist: 2, democrat: 0 });
    expect(sp(s, 'stara-zagora')).toEqual({ communist: 1, democrat: 0 });
    const total = (side: 'communist' | 'democrat') => s.support.reduce((n, r) => n + r[side], 0);
    expect(total('communist')).toBe(20);
    expect(total('democrat')).toBe(15);
    SPACES.forEach((x) => expect(s.support[x.index]).toEqual(x.setup));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'familyPlayCard', rule: 'TR.2.4.2' });
  });

  it('TR.1.5 turn 1, no round played, VP 0', () => {
    expect(s).toMatchObject({ turn: 1, round: 0, vp: 0, result: null, ps: null });
  });

  it('13.0 extra SPs for one side are placed first, only where the opponent has none', () => {
    const x = familyGame({ extraSupport: { side: 'democrat', sp: 2 } });
    expect(x.prompt).toMatchObject({ side: 'democrat', kind: 'setupPlace', rule: '13.0', params: { left: 2, extra: true } });
    const targets = legalActions(x).map((a) => (a.type === 'place' ? a.space : ''));
    expect(targets).not.toContain('dresden');
    expect(targets).toContain('polish-catholic-church');
    expect(targets).toContain('schwerin');
    const y = act(x, { side: 'democrat', type: 'place', space: 'schwerin' }, { side: 'democrat', type: 'place', space: 'schwerin' });
    expect(y.support[spaceIndex('schwerin')]).toEqual({ communist: 0, democrat: 2 });
    expect(y.prompt).toMatchObject({ side: 'democrat', kind: 'familyPlayCard' });
  });

  it('the views show only the own hand and power-struggle hand', () => {
    const d = viewFor(s, 'democrat');
    expect(d.hand).toEqual(s.hands.democrat);
    expect(d.opponentHandSize).toBe(5);
    expect(d.family).toEqual({
      drawPileSizes: { communist: 39, democrat: 47 },
      discards: { communist: [], democrat: [] },
      psHand: f.psHands.democrat,
      opponentPsHandSize: 3,
      psDrawPileSize: 46,
      psDiscard: [],
    });
    expect(JSON.stringify(d)).not.toContain(JSON.stringify(f.psHands.communist));
    expect(viewFor(s, 'communist').family!.psHand).toEqual(f.psHands.communist);
  });
});
