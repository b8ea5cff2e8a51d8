import { describe, expect, it } from 'vitest';
import { apply, legalActions, type Action, type GameState, type Side, logEntries } from '../../../src/engine';
import { act, clearMap, lastLog, rigDice, setFamilyPsHands, setSupport, sp } from '../../table';
import { familyGame, logKeys, roundOf, sel, takeover, toRounds } from './family';

const start = familyGame();
const spaces = (s: GameState, type: string) =>
  legalActions(s)
    .flatMap((a) => (a.type === type && 'space' in a ? [a.space] : []))
    .sort();

/** A round for `side` on an empty map with the given SPs, dice and power-struggle hands. */
function position(side: Side, support: [string, number, number][], dice: number[] = [], ps: Record<Side, number[]> = { communist: [], democrat: [] }) {
  return roundOf(start, side, (d) => {
    clearMap(d);
    for (const [id, c, dem] of support) setSupport(d, id, c, dem);
    rigDice(d, ...dice);
    setFamilyPsHands(d, ps);
  });
}

describe('TR.2.4.3 rounds', () => {
  it('TR.2.4.3 eight rounds a turn, alternately from the Democrat, then the scoring (TR.2.4.4)', () => {
    let s = toRounds(start);
    const seen: [number, string][] = [];
    const from = logEntries(s).length;
    while (s.turn === 1 && !s.result) {
      if (s.prompt!.kind === 'familyAction') seen.push([s.round, s.prompt!.side]);
      const legal = legalActions(s);
      // the quickest legal play: a move of 1 SP where possible, else the first action
      s = apply(s, legal.find((a) => a.type === 'select' && a.value === 'move') ?? legal.find((a) => a.type === 'done') ?? legal[0]!);
    }
    for (const e of logEntries(s).slice(from)) if (e.key === 'familyNoAction') seen.push([e.params.round as number, e.params.side as string]);
    seen.sort((a, b) => a[0] - b[0]);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((r) => [r, r % 2 === 1 ? 'democrat' : 'communist']));
    const keys = logKeys(s, from);
    expect(keys.indexOf('familyScoring')).toBeGreaterThan(keys.lastIndexOf('familyMove'));
    expect(keys.filter((k) => k === 'countryScored')).toHaveLength(6);
  });

  it('TR.2.4.3 move: any number of SPs from a controlled space to an adjacent controlled one', () => {
    const s = position('communist', [
      ['berlin', 5, 0],
      ['schwerin', 3, 0],
      ['rostock', 3, 0],
      ['leipzig', 2, 0], // not controlled
      ['walter-ulbricht-academy', 0, 1], // Democratic
    ]);
    expect(legalActions(s)).toEqual([sel('communist', 'move'), sel('communist', 'takeover')]);
    const m = apply(s, sel('communist', 'move'));
    expect(spaces(m, 'remove')).toEqual(['berlin', 'rostock', 'schwerin']);
    const from = apply(m, { side: 'communist', type: 'remove', space: 'berlin' });
    expect(spaces(from, 'place')).toEqual(['rostock', 'schwerin']);
    const to = apply(from, { side: 'communist', type: 'place', space: 'schwerin' });
    expect(legalActions(to)).toEqual([1, 2, 3, 4, 5].map((n) => sel('communist', String(n))));
    // the source may be emptied
    const done = apply(to, sel('communist', '5'));
    expect(sp(done, 'berlin')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(done, 'schwerin')).toEqual({ communist: 8, democrat: 0 });
    expect(lastLog(done, 'familyMove')!.params).toEqual({ side: 'communist', from: 'berlin', to: 'schwerin', sp: 5 });
    expect(done.prompt).toMatchObject({ side: 'democrat', kind: 'familyAction', params: { round: 3 } });
  });

  it('TR.2.4.3 takeover targets: adjacent spaces that are empty or opponent-controlled', () => {
    const s = position('communist', [
      ['berlin', 5, 0],
      ['schwerin', 0, 3], // Democratic control
      ['rostock', 1, 1], // neither: not a target
      ['leipzig', 3, 0], // own control: a move, not a takeover
      // the Academy is empty
    ]);
    const t = act(s, sel('communist', 'takeover'), { side: 'communist', type: 'remove', space: 'berlin' });
    expect(spaces(t, 'place')).toEqual(['schwerin', 'walter-ulbricht-academy']);
  });

  it('TR.2.4.3 takeover of an empty space: moved SPs + die against a die; the loser loses his SPs there', () => {
    const s = position('communist', [['berlin', 5, 0]], [2, 6]);
    const r = act(s, ...takeover('communist', 'berlin', 'walter-ulbricht-academy', 3));
    expect(lastLog(r, 'familyTakeover')!.params).toEqual({
      side: 'communist',
      from: 'berlin',
      to: 'walter-ulbricht-academy',
      sp: 3,
      attackDie: 2,
      defenseDie: 6,
      defenderSp: 0,
      stability: 0,
      attack: 5,
      defense: 6,
    });
    expect(lastLog(r, 'familyTakeoverResult')!.params).toEqual({
      side: 'communist',
      space: 'walter-ulbricht-academy',
      winner: 'democrat',
      attack: 5,
      defense: 6,
      loser: 'communist',
      lost: 3,
    });
    expect(sp(r, 'walter-ulbricht-academy')).toEqual({ communist: 0, democrat: 0 });
    expect(sp(r, 'berlin')).toEqual({ communist: 2, democrat: 0 });
  });

  it('TR.2.4.3 the winner keeps the SPs in the space: a successful attack moves them in', () => {
    const s = position('communist', [['berlin', 5, 0]], [4, 6]);
    const r = act(s, ...takeover('communist', 'berlin', 'walter-ulbricht-academy', 3));
    expect(lastLog(r, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'communist', attack: 7, defense: 6, loser: 'democrat', lost: 0 });
    expect(sp(r, 'walter-ulbricht-academy')).toEqual({ communist: 3, democrat: 0 });
    expect(sp(r, 'berlin')).toEqual({ communist: 2, democrat: 0 });
  });

  it('TR.2.4.3 takeover of an opponent-controlled space: defence = die + his SPs + stability; own SPs already there do not attack', () => {
    const support: [string, number, number][] = [
      ['leipzig', 0, 6],
      ['berlin', 4, 1], // Communist control (4 − 1 ≥ 3)
    ];
    // 6 + 5 = 11 against 2 + 4 + 3 = 9: the Communist loses his 4 SPs in Berlin
    const won = act(position('democrat', support, [5, 2]), ...takeover('democrat', 'leipzig', 'berlin', 6));
    expect(lastLog(won, 'familyTakeover')!.params).toMatchObject({ attack: 11, defense: 9, defenderSp: 4, stability: 3, attackDie: 5, defenseDie: 2 });
    expect(sp(won, 'berlin')).toEqual({ communist: 0, democrat: 7 });
    expect(sp(won, 'leipzig')).toEqual({ communist: 0, democrat: 0 });
    // 6 + 1 = 7 against 6 + 4 + 3 = 13: all 7 Democratic SPs in Berlin are lost
    const lost = act(position('democrat', support, [1, 6]), ...takeover('democrat', 'leipzig', 'berlin', 6));
    expect(lastLog(lost, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'communist', attack: 7, defense: 13, loser: 'democrat', lost: 7 });
    expect(sp(lost, 'berlin')).toEqual({ communist: 4, democrat: 0 });
  });

  it('TR.2.4.3 equal strength: the Communist wins, attacking or defending', () => {
    const asAttacker = act(position('communist', [['berlin', 5, 0]], [3, 6]), ...takeover('communist', 'berlin', 'walter-ulbricht-academy', 3));
    expect(lastLog(asAttacker, 'familyTakeoverResult')!.params).toMatchObject({ attack: 6, defense: 6, winner: 'communist' });
    const asDefender = act(position('democrat', [['berlin', 0, 5]], [3, 6]), ...takeover('democrat', 'berlin', 'walter-ulbricht-academy', 3));
    expect(lastLog(asDefender, 'familyTakeoverResult')!.params).toMatchObject({ attack: 6, defense: 6, winner: 'communist', loser: 'democrat', lost: 3 });
  });

  describe('TR.2.4.3 power-struggle cards', () => {
    // 3 + 2 = 5 against 6: the Communist attacker is behind
    const behind = (ps: Record<Side, number[]>) =>
      // (both sides control a space elsewhere, so the turn goes on afterwards)
      act(
        position(
          'communist',
          [
            ['berlin', 5, 0],
            ['praha', 4, 0],
            ['polish-catholic-church', 0, 6],
          ],
          [2, 6],
          ps,
        ),
        ...takeover('communist', 'berlin', 'walter-ulbricht-academy', 3),
      );
    const play = (side: Side, card: number): Action => ({ side, type: 'psPlay', card });

    it('the side that is behind decides first: a card of its hand, or pass', () => {
      const s = behind({ communist: [7, 1], democrat: [31] });
      expect(s.prompt).toMatchObject({ side: 'communist', kind: 'familyPsCard', rule: 'TR.2.4.3', params: { attack: 5, defense: 6, attacker: 'communist' } });
      expect(legalActions(s)).toEqual([play('communist', 7), play('communist', 1), { side: 'communist', type: 'done' }]);
      // passing ends it: the side ahead is not asked
      const passed = apply(s, { side: 'communist', type: 'done' });
      expect(lastLog(passed, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'democrat', attack: 5, defense: 6 });
      expect(passed.family!.psHands.democrat).toEqual([31]);
    });

    it('the rank is added; the other side may answer once; every card played is discarded', () => {
      const s = behind({ communist: [7], democrat: [31, 1] });
      const a = apply(s, play('communist', 7)); // Strike 6: 11 against 6
      expect(lastLog(a, 'familyPsPlay')!.params).toEqual({ side: 'communist', card: 7, value: 6 });
      expect(a.prompt).toMatchObject({ side: 'democrat', kind: 'familyPsCard', params: { attack: 11, defense: 6, communistCard: 7 } });
      const b = apply(a, play('democrat', 31)); // Petition 6: 11 against 12
      expect(lastLog(b, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'democrat', attack: 11, defense: 12, lost: 3 });
      expect(b.family!.psDiscard).toEqual([7, 31]);
      expect(b.family!.psHands).toEqual({ communist: [], democrat: [1] });
    });

    it('a side that is still behind after its card does not play again; a side without cards is not asked', () => {
      const s = behind({ communist: [1, 7], democrat: [] });
      const a = apply(s, play('communist', 1)); // Rally 1: 6 against 6, the Communist wins the tie
      expect(lastLog(a, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'communist', attack: 6, defense: 6 });
      expect(a.family!.psHands.communist).toEqual([7]);
      const none = behind({ communist: [], democrat: [31] });
      expect(lastLog(none, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'democrat' });
    });

    it('W wins outright; two W cancel each other', () => {
      const w = apply(behind({ communist: [49], democrat: [31] }), play('communist', 49));
      expect(lastLog(w, 'familyPsPlay')!.params).toMatchObject({ value: 'W' });
      // the Democrat is now behind and may answer, but a rank does not beat W
      const answered = apply(w, play('democrat', 31));
      expect(lastLog(answered, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'communist', attack: 5, defense: 12 });
      expect(sp(answered, 'walter-ulbricht-academy')).toEqual({ communist: 3, democrat: 0 });
      const cancelled = act(behind({ communist: [52], democrat: [50] }), play('communist', 52), play('democrat', 50));
      expect(lastLog(cancelled, 'familyTakeoverResult')!.params).toMatchObject({ winner: 'democrat', attack: 5, defense: 6 });
      expect(cancelled.family!.psDiscard).toEqual([52, 50]);
    });
  });

  it('TR.2.4.3 a side that can neither move nor take over loses the round', () => {
    const s = position('democrat', [
      ['berlin', 5, 0],
      ['schwerin', 0, 1], // Democratic SPs, no control
    ]);
    expect(lastLog(s, 'familyNoAction')!.params).toEqual({ side: 'democrat', round: 1 });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'familyAction', params: { round: 2 } });
  });
});
