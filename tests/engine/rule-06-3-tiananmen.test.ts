import { describe, expect, it } from 'vitest';
import { apply, legalActions, type GameState } from '../../src/engine';
import { act, paramsOf, clearMap, edit, lastLog, rigDice, setHand, setSupport, sp, startedGame, putOnDrawPile } from '../table';
import { finishTurn, passRound, withoutScoringCards } from './sequence';

function position(fn: (d: GameState) => void = () => {}): GameState {
  return edit(startedGame({ seed: 'tst' }), (d) => {
    withoutScoringCards(d);
    setHand(d, 'communist', [10, 6, 20, 4, 7, 1, 9, 13]); // 10: Communist 3 Ops; 4: Democrat 1 Op; 9, 13: Communist 1 Op
    setHand(d, 'democrat', [3, 5, 27, 31, 11, 12, 13, 14]);
    fn(d as GameState);
  });
}
const attempt = (s: GameState, card: number, side: 'communist' | 'democrat' = 'communist') => act(s, { side, type: 'play', card, use: 'tiananmen' });

describe('6.3 Tiananmen Square attempts', () => {
  it('6.3.1 die + Ops + 1 for the own event; 6.3.2 success on the requirement (Communist box 1: 6)', () => {
    let s = position((d) => rigDice(d, 2));
    s = attempt(s, 10);
    expect(lastLog(s, 'tiananmenAttempt')!.params).toMatchObject({ die: 2, ops: 3, ownEvent: 1, repeat: 0, total: 6, needed: 6, success: true });
    expect(s.tiananmen.communist.box).toBe(1);
    expect(s.discard).toContain(10); // 6.3.6 the event is not implemented
  });
  it('6.3.1 no own-event bonus for an opponent card; a failure counts for the +1 on the next attempt', () => {
    let s = position((d) => rigDice(d, 1));
    s = attempt(s, 4);
    expect(lastLog(s, 'tiananmenAttempt')!.params).toMatchObject({ ops: 1, ownEvent: 0, total: 2, success: false });
    expect(s.tiananmen.communist).toMatchObject({ box: 0, failedAttempts: 1, attemptedThisTurn: true });
  });
  it('6.3.1 +1 for a second attempt at the same box', () => {
    let s = position((d) => {
      d.tiananmen.communist.failedAttempts = 1;
      rigDice(d, 1);
    });
    s = attempt(s, 10);
    expect(lastLog(s, 'tiananmenAttempt')!.params).toMatchObject({ repeat: 1, total: 6, success: true });
    expect(s.tiananmen.communist.failedAttempts).toBe(0);
  });
  it('6.3.3 one attempt per turn', () => {
    let s = position((d) => rigDice(d, 1, 1));
    s = attempt(s, 10);
    s = act(s, { side: 'democrat', type: 'play', card: 3, use: 'tiananmen' });
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'tiananmen')).toBe(false);
    expect(() => attempt(s, 6)).toThrowError(expect.objectContaining({ code: 'TIANANMEN_LIMIT', rule: '6.3.3' }));
  });
  it('6.3.3 the limit resets at the next turn', () => {
    let s = position((d) => rigDice(d, 1));
    s = attempt(s, 10);
    s = edit(s, (d) => {
      d.rigDice = [];
    });
    s = finishTurn(s);
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'tiananmen')).toBe(true);
  });
  it('6.3.7 no attempts from the last box', () => {
    const s = position((d) => {
      d.tiananmen.communist.box = 8;
    });
    expect(legalActions(s).some((a) => a.type === 'play' && a.use === 'tiananmen')).toBe(false);
  });
});

describe('6.3.5 awards', () => {
  it('box 1: +1 to own attempts while the opponent has not reached it', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 1;
      rigDice(d, 1);
    });
    s = attempt(s, 10);
    expect(lastLog(s, 'tiananmenAttempt')!.params).toMatchObject({ award: 1, total: 6 });
    let t = position((d) => {
      d.tiananmen.communist.box = 1;
      d.tiananmen.democrat.box = 1;
      rigDice(d, 1);
    });
    t = attempt(t, 10);
    expect(lastLog(t, 'tiananmenAttempt')!.params).toMatchObject({ award: 0 });
  });
  it('box 2: printed 1-Ops cards count as 2 (7.3.1), other cards unchanged', () => {
    let s = position((d) => {
      clearMap(d);
      setSupport(d, 'lodz', 1, 0);
      d.tiananmen.communist.box = 2;
    });
    s = act(s, { side: 'communist', type: 'play', card: 9, use: 'place' });
    expect(paramsOf(s.prompt).opsLeft).toBe(2);
    const t = act(
      position((d) => {
        d.tiananmen.communist.box = 2;
      }),
      { side: 'communist', type: 'play', card: 10, use: 'place' },
    );
    expect(paramsOf(t.prompt).opsLeft).toBe(3);
  });
  it('box 3: the first player there draws 3, keeps 1 and discards 2 (scoring cards may go)', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 2;
      putOnDrawPile(d, [22, 30, 35]);
      rigDice(d, 6);
    });
    s = attempt(s, 10);
    expect(s.tiananmen.communist.box).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'drawKeep', params: { cards: [22, 30, 35] } });
    s = act(s, { side: 'communist', type: 'choose', card: 30 });
    expect(s.hands.communist).toContain(30);
    expect(s.hands.communist).not.toContain(22);
    expect(s.discard).toEqual(expect.arrayContaining([22, 35, 10]));
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('box 3: no award for the second player to arrive', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 2;
      d.tiananmen.democrat.box = 3;
      rigDice(d, 6);
    });
    s = attempt(s, 10);
    expect(s.tiananmen.communist.box).toBe(3);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'actionRound' });
  });
  it('box 4: the first player there removes 2 opponent SPs from anywhere', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 3;
      rigDice(d, 6);
    });
    s = attempt(s, 10);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'removeSupport', params: { left: 2, target: 'democrat' } });
    s = act(s, { side: 'communist', type: 'remove', space: 'polish-catholic-church' }, { side: 'communist', type: 'remove', space: 'szeged' });
    expect(sp(s, 'polish-catholic-church').democrat).toBe(4);
    expect(sp(s, 'szeged').democrat).toBe(0);
  });
  it('box 5: at the start of each turn the holder may discard a non-scoring card and draw', () => {
    let s = position((d) => {
      d.tiananmen.democrat.box = 5;
    });
    s = finishTurn(s);
    expect(s.prompt).toMatchObject({ side: 'democrat', kind: 'swapCard' });
    const card = s.hands.democrat[0]!;
    s = act(s, { side: 'democrat', type: 'choose', card });
    expect(s.hands.democrat).not.toContain(card);
    expect(s.hands.democrat).toHaveLength(8);
    expect(s.discard.at(-1)).toBe(card);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
  });
  it('box 5: the holder may decline', () => {
    let s = position((d) => {
      d.tiananmen.democrat.box = 5;
    });
    s = finishTurn(s);
    s = act(s, { side: 'democrat', type: 'done' });
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'actionRound' });
  });
  it('box 6: a free 2-Ops support check at the end of the turn (4.5.3)', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 6;
    });
    let guard = 0;
    while (s.prompt?.kind === 'actionRound' && guard++ < 20) s = passRound(s);
    expect(s.turn).toBe(1);
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'supportCheck', params: { left: 1, ops: 2, card: null } });
    s = edit(s, (d) => rigDice(d, 6));
    s = act(s, { side: 'communist', type: 'check', space: 'szeged' });
    expect(lastLog(s, 'supportCheck')!.params).toMatchObject({ die: 6, ops: 2 });
    expect(s.turn).toBe(2);
  });
  it('awards end when the opponent reaches the box', () => {
    let s = position((d) => {
      d.tiananmen.communist.box = 2;
      d.tiananmen.democrat.box = 1;
      d.tiananmen.democrat.attemptedThisTurn = false;
      rigDice(d, 1, 6);
    });
    s = attempt(s, 10); // communist fails
    s = act(s, { side: 'democrat', type: 'play', card: 3, use: 'tiananmen' }); // 6 + 3 + 1 >= 5
    expect(s.tiananmen.democrat.box).toBe(2);
    s = act(s, { side: 'communist', type: 'play', card: 9, use: 'place' });
    expect(paramsOf(s.prompt).opsLeft).toBe(1);
  });
});

describe('7.3 Ops modifiers', () => {
  it('7.3.2 a card is never worth less than 1 Op', async () => {
    const { registerEffectHooks } = await import('../../src/engine/hooks');
    registerEffectHooks(999, { opsModifier: (_s, e, side) => (side === e.side ? -3 : 0) });
    let s = position((d) => {
      d.effects.push({ card: 999, side: 'communist' });
    });
    s = act(s, { side: 'communist', type: 'play', card: 10, use: 'place' });
    expect(paramsOf(s.prompt).opsLeft).toBe(1);
  });
  it('7.3.1 modifiers add up with the box-2 award', async () => {
    const { registerEffectHooks } = await import('../../src/engine/hooks');
    registerEffectHooks(998, { opsModifier: (_s, e, side) => (side === e.side ? 1 : 0) });
    let s = position((d) => {
      d.effects.push({ card: 998, side: 'communist' });
      d.tiananmen.communist.box = 2;
    });
    s = act(s, { side: 'communist', type: 'play', card: 9, use: 'place' });
    expect(paramsOf(s.prompt).opsLeft).toBe(3);
    expect(() => apply(s, { side: 'democrat', type: 'done' })).toThrow();
  });
});
