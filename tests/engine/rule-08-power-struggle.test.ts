import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, viewFor, type Action, type GameState } from '../../src/engine';
import { act, clearMap, edit, lastLog, rigDice, setHand, setSupport, sp, startedGame, targets } from '../table';
import { passRound, withoutScoringCards } from './sequence';

const C_HAND = [37, 41, 19, 11, 31, 52, 49, 2]; // elite leader, intellectual leader, march 6, strike 4, petition 6, tactic fails, support falters, rally
const D_HAND = [20, 21, 23, 24, 7, 1, 3, 32, 42, 50, 51, 47]; // marches 6/5/4/4, strike 6, 2 rallies, petition 6, intellectual leader, surges, scare, church leader

/** 8.1.2 example position: the Democrat holds the Church, Polish Writers, Wroclaw and Krakow, the Communist Bydgoszcz and Warszawa. */
function poland(fn: (d: GameState) => void = () => {}): GameState {
  let s = edit(startedGame({ seed: 'ps' }), (d) => {
    withoutScoringCards(d);
    clearMap(d);
    setSupport(d, 'polish-catholic-church', 0, 5);
    setSupport(d, 'polish-writers', 0, 2);
    setSupport(d, 'wroclaw', 0, 3);
    setSupport(d, 'krakow', 0, 3);
    setSupport(d, 'gdansk', 0, 1);
    setSupport(d, 'bydgoszcz', 4, 0);
    setSupport(d, 'warszawa', 3, 0);
    setSupport(d, 'dresden', 1, 1); // something to target with a quick support-check play
    setHand(d, 'communist', [10, 6, 20, 4, 7, 1, 2, 9]);
    setHand(d, 'democrat', [22, 5, 27, 31, 11, 12, 13, 14]);
    d.options.rig = { powerStruggleDeck: [...C_HAND, ...D_HAND] };
    fn(d as GameState);
  });
  s = passRound(s); // the Communist's first round
  return act(s, { side: 'democrat', type: 'play', card: 22, use: 'event' });
}
const ids = (s: GameState) => legalActions(s);
const play = (side: 'communist' | 'democrat', card: number, suit?: Action extends infer _ ? string : never): Action =>
  (suit ? { side, type: 'psPlay', card, suit } : { side, type: 'psPlay', card }) as Action;

describe('8.1 deal', () => {
  it('8.1.1 six cards for the first controlled space and two for each further one', () => {
    const s = poland();
    expect(s.ps!.hands.communist).toEqual(C_HAND);
    expect(s.ps!.hands.democrat).toEqual(D_HAND);
    expect(lastLog(s, 'psStart')!.params).toMatchObject({ country: 'poland', initiator: 'democrat', communist: 8, democrat: 12 });
  });
  it('8.1.1 a player who controls no space gets no cards; 8.3.1 an attacker without cards loses at once', () => {
    let s = poland((d) => {
      setSupport(d, 'polish-catholic-church', 0, 0);
      setSupport(d, 'polish-writers', 0, 0);
      setSupport(d, 'wroclaw', 0, 0);
      setSupport(d, 'krakow', 0, 0);
      rigDice(d, 1, 1);
    });
    expect(s.ps!.hands.democrat).toEqual([]);
    // the Communist may raise the stakes, then the Democrat has no card to lead
    s = act(s, { side: 'communist', type: 'done' });
    expect(s.ps!.winner).toBe('communist');
    expect(logEntries(s).some((e) => e.key === 'psNoPlayableCard' && e.params.side === 'democrat')).toBe(true);
  });
  it('FAQ 8.1.1 all 52 cards are shuffled for every power struggle', () => {
    const s = poland();
    expect(s.ps!.deck.length + s.ps!.hands.communist.length + s.ps!.hands.democrat.length).toBe(52);
  });
});

describe('8.2 raise the stakes', () => {
  it('8.2.1 the player of the scoring card decides first; 8.2.2 raising discards 3 cards', () => {
    let s = poland();
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psRaise' });
    s = act(s, { side: 'democrat', type: 'raise' });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psRaiseDiscard', params: { left: 3 } });
    s = act(
      s,
      { side: 'democrat', type: 'psDiscard', card: 24 },
      { side: 'democrat', type: 'psDiscard', card: 23 },
      { side: 'democrat', type: 'psDiscard', card: 47 },
    );
    expect(s.ps!.hands.democrat).toHaveLength(9);
    expect(s.ps!.discard).toEqual([24, 23, 47]);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psRaise' });
    s = act(s, { side: 'communist', type: 'done' });
    expect(s.ps!.raised).toEqual({ communist: false, democrat: true });
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psAttack' });
  });

  // ruling (docs/engine.md "Rules notes"): the discard pile of the struggle is public (Polish FAQ 8.3.1)
  it('8.2.2 the 3 cards discarded to raise the stakes are public: the opponent sees them', () => {
    let s = act(poland(), { side: 'democrat', type: 'raise' });
    s = act(
      s,
      { side: 'democrat', type: 'psDiscard', card: 24 },
      { side: 'democrat', type: 'psDiscard', card: 23 },
      { side: 'democrat', type: 'psDiscard', card: 47 },
    );
    expect(viewFor(s, 'communist').powerStruggle!.discard).toEqual([24, 23, 47]);
    expect(viewFor(s, 'communist').powerStruggle!.opponentHandSize).toBe(9);
  });
});

describe('8.3 play cards', () => {
  const ready = (fn?: (d: GameState) => void) => act(poland(fn), { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
  it('8.3.1 the player of the scoring card has the initiative; 8.3.3 an attacker cannot concede', () => {
    const s = ready();
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psAttack' });
    const acts = ids(s);
    expect(acts.some((a) => a.type === 'concede')).toBe(false);
    // 8.3.2: leaders only with a controlled space of their type; Tactic Fails cannot lead
    expect(acts).toContainEqual(play('democrat', 42, 'march'));
    expect(acts).toContainEqual(play('democrat', 47, 'petition')); // the Democrat controls the Polish Church
    expect(acts).toContainEqual(play('democrat', 50));
  });
  it('8.3.2 the defender may match in suit or with a usable leader, block with Tactic Fails, or concede', () => {
    let s = ready();
    s = act(s, play('democrat', 20));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psDefend' });
    const acts = ids(s);
    expect(acts).toContainEqual(play('communist', 19));
    expect(acts).toContainEqual(play('communist', 37)); // elite leader: he controls Bydgoszcz
    expect(acts).not.toContainEqual(play('communist', 41)); // no intellectual space controlled
    expect(acts).toContainEqual(play('communist', 52));
    expect(acts).toContainEqual({ side: 'communist', type: 'concede' });
    expect(acts).not.toContainEqual(play('communist', 11)); // a strike cannot answer a march
  });
  it('8.3.2 step 3: the defender who matched takes the initiative on a roll ≥ the attacking rank', () => {
    let s = ready((d) => rigDice(d, 6));
    s = act(s, play('democrat', 20), play('communist', 19));
    expect(lastLog(s, 'psMatch')!.params).toMatchObject({ rank: 6, die: 6, success: true });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psAttack' });
  });
  it('8.3.2 step 3: a lower roll leaves the initiative with the attacker', () => {
    let s = ready((d) => rigDice(d, 5));
    s = act(s, play('democrat', 20), play('communist', 19));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psAttack' });
  });
  it('8.3.2 a Rally in the Square attack is countered automatically, without a roll', () => {
    let s = ready((d) => rigDice(d, 1));
    s = act(s, play('democrat', 1), play('communist', 2));
    expect(lastLog(s, 'psMatch')!.params).toMatchObject({ rank: 1, die: null, success: true });
    expect(s.rigDice).toEqual([1]);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psAttack' });
  });
  it('8.3.2 Tactic Fails blocks the suit for both players and the attacker keeps the initiative', () => {
    let s = ready();
    s = act(s, play('democrat', 20), play('communist', 52));
    expect(s.ps!.blockedSuits).toEqual(['march']);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psAttack' });
    expect(ids(s)).not.toContainEqual(play('democrat', 21));
    expect(ids(s)).not.toContainEqual(play('democrat', 42, 'march'));
    expect(ids(s)).toContainEqual(play('democrat', 42, 'strike'));
  });
  it('8.3.2 wild cards: Support Surges draws 2 and passes the initiative', () => {
    let s = ready();
    s = act(s, play('democrat', 50));
    expect(s.ps!.hands.democrat).toHaveLength(13);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psAttack' });
  });
  it('8.3.2 wild cards: Support Falters discards 2 random opponent cards', () => {
    let s = ready();
    s = act(s, play('democrat', 20), { side: 'communist', type: 'psPlay', card: 52 });
    s = act(s, play('democrat', 1), play('communist', 2)); // communist takes the initiative
    s = act(s, play('communist', 49));
    expect(s.ps!.hands.democrat).toHaveLength(8);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'psAttack' });
  });
  it('8.3.2 wild cards: Scare Tactics removes 1 opponent SP in the country', () => {
    let s = ready();
    s = act(s, play('democrat', 51));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'removeSupport', params: { left: 1, target: 'communist' } });
    expect(ids(s)).toHaveLength(2);
    expect(targets(s, 'remove')).toEqual(['bydgoszcz', 'warszawa']);
    s = act(s, { side: 'democrat', type: 'remove', space: 'warszawa' });
    expect(sp(s, 'warszawa').communist).toBe(2);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psAttack' });
  });
  it('8.3.2 a defender who cannot match loses to the attacking suit', () => {
    let s = ready();
    s = act(s, play('democrat', 7)); // strike 6: the Communist has strike 4
    s = act(s, { side: 'communist', type: 'concede' });
    expect(s.ps!).toMatchObject({ winner: 'democrat', winningSuit: 'strike' });
  });
});

describe('8.4 aftermath and 9.3.3 scoring (worked examples 8.4.2–8.4.4, 9.3.3)', () => {
  it('the Communist loses 1 SP on a modified 2, the Democrat gains 2 VP and takes power on a modified 4', () => {
    let s = poland((d) => rigDice(d, 1, 3));
    s = act(s, { side: 'democrat', type: 'raise' });
    s = act(
      s,
      { side: 'democrat', type: 'psDiscard', card: 24 },
      { side: 'democrat', type: 'psDiscard', card: 23 },
      { side: 'democrat', type: 'psDiscard', card: 47 },
    );
    s = act(s, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 20), { side: 'communist', type: 'concede' });
    // 8.4.2: the loser rolls 1, +1 for the raise = 2: one SP, his choice
    expect(lastLog(s, 'psSupportLoss')!.params).toMatchObject({ side: 'communist', die: 1, modifier: 1, loss: 1 });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', params: { left: 1 } });
    s = act(s, { side: 'communist', type: 'remove', space: 'bydgoszcz' });
    // 8.4.3 / 8.4.4: the winner rolls 3, +1 = 4: 2 VP and power
    expect(lastLog(s, 'psVictoryPoints')!.params).toMatchObject({ side: 'democrat', die: 3, modifier: 1, vp: 2, takesPower: true });
    expect(s.power.poland.holder).toBe('democrat');
    // 9.3.3: Democrat domination 6 + 2 battlegrounds; Communist presence 3 + 1 battleground: +4
    expect(lastLog(s, 'countryScored')!.params).toMatchObject({
      democratLevel: 'domination',
      democratVp: 8,
      communistLevel: 'presence',
      communistVp: 4,
      net: 4,
    });
    expect(s.vp).toBe(6);
    expect(s.removed).toContain(22); // 8.4.7
    expect(s.ps).toBeNull();
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
  });
  it('8.4.1 a Petition win is −2, a Rally win +2 (FAQ 8.4.1: also for a leader played as one)', () => {
    let s = poland((d) => rigDice(d, 4, 4));
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 42, 'petition'), { side: 'communist', type: 'concede' });
    expect(lastLog(s, 'psSupportLoss')!.params).toMatchObject({ modifier: -2, loss: 1 });
    let t = poland((d) => rigDice(d, 4, 4));
    t = act(t, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    t = act(t, play('democrat', 42, 'rally-in-the-square'), { side: 'communist', type: 'concede' });
    expect(lastLog(t, 'psSupportLoss')!.params).toMatchObject({ modifier: 2, loss: 3 });
  });
  it('8.4.2 support loss beyond the SPs in the country is ignored', () => {
    let s = poland((d) => {
      setSupport(d, 'bydgoszcz', 4, 0);
      setSupport(d, 'warszawa', 0, 0);
      rigDice(d, 6, 1);
    });
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 1), { side: 'communist', type: 'concede' });
    expect(lastLog(s, 'psSupportLoss')!.params).toMatchObject({ loss: 4, lost: 4 });
    s = act(s, ...Array.from({ length: 4 }, (): Action => ({ side: 'communist', type: 'remove', space: 'bydgoszcz' })));
    expect(sp(s, 'bydgoszcz').communist).toBe(0);
  });
  it('8.4.4 a Democratic win with a modified VP roll of 3 or less leaves power; 8.4.6 the Communist scores power × times', () => {
    let s = poland((d) => {
      rigDice(d, 1, 3);
      d.power.poland.timesScored = 1;
    });
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 20), { side: 'communist', type: 'concede' });
    expect(lastLog(s, 'psSupportLoss')!.params).toMatchObject({ loss: 0 }); // a modified 1 costs nothing
    expect(s.power.poland.holder).toBe('communist');
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'psSurrender' });
    const vp = s.vp;
    s = act(s, { side: 'communist', type: 'surrender', yes: false });
    expect(lastLog(s, 'psPowerScored')!.params).toMatchObject({ times: 2, vp: 6 });
    expect(s.power.poland.timesScored).toBe(2);
    expect(s.discard).toContain(22); // 8.4.6 the scoring card stays in the game
    const score = lastLog(s, 'countryScored')!.params.net as number;
    expect(s.vp).toBe(vp - 6 + score);
  });
  it('8.4.5 the Communist may give up power: no power VP, the scoring card leaves the game', () => {
    let s = poland((d) => rigDice(d, 1, 1));
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 20), { side: 'communist', type: 'concede' });
    s = act(s, { side: 'communist', type: 'surrender', yes: true });
    expect(s.power.poland.holder).toBe('democrat');
    expect(s.removed).toContain(22);
    expect(logEntries(s).some((e) => e.key === 'psPowerScored')).toBe(false);
  });
  it('8.4.3 a Communist win subtracts the VP roll', () => {
    let s = poland((d) => rigDice(d, 6, 1, 6));
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 20), play('communist', 19)); // the Communist rolls 6 and takes the initiative
    s = act(s, play('communist', 11), { side: 'democrat', type: 'concede' });
    // loser (Democrat) rolls 1: no loss; winner rolls 6: 3 VP
    expect(lastLog(s, 'psVictoryPoints')!.params).toMatchObject({ side: 'communist', die: 6, vp: 3, takesPower: false });
    expect(s.prompt).toMatchObject({ kind: 'psSurrender' });
  });
});

describe('10.1 automatic victory is checked only after the whole power struggle', () => {
  it('a Democrat passing +20 during the aftermath can fall back below in the country scoring', () => {
    let s = poland((d) => {
      d.vp = 19;
      rigDice(d, 1, 3);
      // the Communist dominates Poland this time
      setSupport(d, 'polish-catholic-church', 5, 0);
      setSupport(d, 'lodz', 3, 0);
      setSupport(d, 'poznan', 3, 0);
    });
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    // the deal changed with control: the Democrat leads his intellectual leader as a march
    s = act(s, play('democrat', 42, 'march'), { side: 'communist', type: 'concede' });
    expect(logEntries(s).some((e) => e.key === 'psVictoryPoints' && e.params.vp === 1)).toBe(true); // 19 + 1 = 20 mid-struggle
    expect(s.vp).toBe(20);
    expect(s.result).toBeNull();
    s = act(s, { side: 'communist', type: 'surrender', yes: false }); // power: −3
    // Communist domination 6 + 3 battlegrounds against Democratic presence 3 + 2: −4
    expect(lastLog(s, 'countryScored')!.params.net).toBe(-4);
    expect(s.result).toBeNull();
    expect(s.vp).toBe(13);
  });
  it('a power struggle that ends with +20 wins the game for the Democrat', () => {
    let s = poland((d) => {
      d.vp = 15;
      rigDice(d, 1, 6);
    });
    s = act(s, { side: 'democrat', type: 'done' }, { side: 'communist', type: 'done' });
    s = act(s, play('democrat', 20), { side: 'communist', type: 'concede' });
    expect(s.result).toEqual({ winner: 'democrat', reason: 'automatic-victory' });
    expect(s.prompt).toBeNull();
    expect(legalActions(s)).toEqual([]);
    expect(() => apply(s, { side: 'communist', type: 'done' })).toThrowError(expect.objectContaining({ code: 'GAME_OVER' }));
  });
});
