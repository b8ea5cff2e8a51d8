import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../../src/engine';
import { CARDS } from '../../../src/engine/data';
import { familyPlacementTargets } from '../../../src/engine/family/actions';
import { spaceIndex } from '../../../src/engine/data';
import { act, clearMap, edit, lastLog, setSupport, sp } from '../../table';
import { familyGame } from './family';

const ids = (s: GameState) =>
  legalActions(s)
    .map((a) => (a.type === 'place' ? a.space : '?'))
    .sort();

describe('TR.2.4.2 placement', () => {
  const s = familyGame();

  it('TR.2.4.2 alternately from the Democrat, one card at a time, until every card is played', () => {
    let x = s;
    const sides: string[] = [];
    while (x.prompt!.kind === 'familyPlayCard' || x.prompt!.kind === 'familyPlace') {
      if (x.prompt!.kind === 'familyPlayCard') sides.push(x.prompt!.side);
      x = apply(x, legalActions(x)[0]!);
    }
    expect(sides).toEqual(['democrat', 'communist', 'democrat', 'communist', 'democrat', 'communist', 'democrat', 'communist', 'democrat', 'communist']);
    expect(x.hands).toEqual({ communist: [], democrat: [] });
    expect(x.family!.discards.communist).toHaveLength(5);
    expect(x.family!.discards.democrat).toHaveLength(5);
    // the SPs placed are the Ops of the ten cards
    const ops = [...s.hands.communist, ...s.hands.democrat].reduce((n, c) => n + CARDS[c]!.ops, 0);
    const total = (t: GameState) => t.support.reduce((n, r) => n + r.communist + r.democrat, 0);
    expect(total(x) - total(s)).toBe(ops);
    expect(x.prompt).toMatchObject({ side: 'democrat', kind: 'familyAction', rule: 'TR.2.4.3', params: { round: 1 } });
  });

  it('TR.2.4.2 a card gives its Ops as SPs (no event) and goes to its side’s discard pile', () => {
    const card = s.hands.democrat[0]!;
    const x = apply(s, { side: 'democrat', type: 'choose', card });
    expect(x.prompt).toMatchObject({ side: 'democrat', kind: 'familyPlace', params: { card, opsLeft: CARDS[card]!.ops } });
    expect(x.hands.democrat).not.toContain(card);
    expect(x.family!.discards.democrat).toEqual([card]);
    expect(x.eventsPlayed).toEqual([]);
    expect(lastLog(x, 'familyPlayCard')!.params).toEqual({ side: 'democrat', card, ops: CARDS[card]!.ops });
  });

  it('TR.2.4.2 targets: spaces with own SPs and their neighbours, never an opponent-controlled space', () => {
    const x = edit(s, (d) => {
      clearMap(d);
      setSupport(d, 'berlin', 0, 1); // own SPs
      setSupport(d, 'leipzig', 3, 0); // Communist control: excluded
      setSupport(d, 'schwerin', 2, 0); // Communist SPs, no control: allowed
      setSupport(d, 'dresden', 5, 1); // own SPs but Communist control: excluded, its neighbours not
    });
    const card = x.hands.democrat.find((c) => CARDS[c]!.ops >= 2)!;
    const y = apply(x, { side: 'democrat', type: 'choose', card });
    // Berlin and its neighbours but Leipzig; Dresden's neighbours but Leipzig, not Dresden itself
    const open = ['berlin', 'karl-marx-stadt', 'plzen', 'rostock', 'schwerin', 'walter-ulbricht-academy', 'wroclaw'];
    expect(ids(y)).toEqual(open);
    // the targets are fixed when the card is played: the Academy's neighbours do not join
    const z = apply(y, { side: 'democrat', type: 'place', space: 'walter-ulbricht-academy' });
    expect(sp(z, 'walter-ulbricht-academy')).toEqual({ communist: 0, democrat: 1 });
    expect(ids(z)).toEqual(open);
    expect(familyPlacementTargets(z, 'democrat')).toContain(spaceIndex('east-german-writers'));
  });

  it('TR.2.4.2 a side without SPs on the map cannot place: the card is discarded without effect', () => {
    const x = edit(s, (d) => {
      for (const row of d.support) row.democrat = 0;
    });
    const card = x.hands.democrat[0]!;
    const y = apply(x, { side: 'democrat', type: 'choose', card });
    expect(lastLog(y, 'familyNoPlacement')!.params).toEqual({ side: 'democrat', card, ops: CARDS[card]!.ops });
    expect(y.prompt).toMatchObject({ side: 'communist', kind: 'familyPlayCard' });
    expect(y.family!.discards.democrat).toEqual([card]);
  });

  it('TR.2.4.2 every Op is placed; then the opponent plays his card', () => {
    const card = s.hands.democrat.find((c) => CARDS[c]!.ops === 1) ?? s.hands.democrat[0]!;
    let x: GameState = apply(s, { side: 'democrat', type: 'choose', card });
    for (let i = 0; i < CARDS[card]!.ops; i++) x = act(x, { side: 'democrat', type: 'place', space: 'polish-catholic-church' });
    expect(sp(x, 'polish-catholic-church').democrat).toBe(5 + CARDS[card]!.ops);
    expect(x.prompt).toMatchObject({ side: 'communist', kind: 'familyPlayCard' });
  });
});
