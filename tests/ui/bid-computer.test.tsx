// @vitest-environment jsdom
/**
 * 13.0 play balance bid against the computer: the person seals a bid with no cover, the computer's
 * bid (src/ai/bid) was sealed before it, and the sides and extra SPs follow the outcome, the
 * computer's seat with them. The tie dice are rigged through crypto.getRandomValues.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { computerBid } from '../../src/ai/bid';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { click, type } from './testids';

/** the tie dice (13.0): cryptoRandom reads one Uint32 from crypto; these values in [0, 1) come first */
const dice = { queue: [] as number[] };
const realGetRandomValues = globalThis.crypto.getRandomValues.bind(globalThis.crypto);

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  dice.queue = [];
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array && array.length === 1 && dice.queue.length > 0) {
      array[0] = Math.floor(dice.queue.shift()! * 2 ** 32);
      return array;
    }
    return realGetRandomValues(array as unknown as Uint8Array) as unknown as T;
  });
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, players: null, computer: {}, lang: 'en' }, true);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** New game against the computer at `level` in the seat `seat`, with the bid; the person bids. */
function bidAgainst(level: 'easy' | 'normal' | 'hard', seat: 'communist' | 'democrat', side: 'communist' | 'democrat', sp: number) {
  render(<App />);
  type('name-0', 'Anna');
  type(`seat-${seat}`, level);
  click('balance-bid');
  expect(screen.getByTestId('bid-computer-note').textContent).toContain('The computer bids too');
  click('start-bid');
  // one person at the screen: no cover, and nothing of the computer's bid in the page
  expect(screen.queryByTestId('bid-cover')).toBeNull();
  expect(screen.queryByTestId('bid-offer-1')).toBeNull();
  expect(document.body.textContent).not.toMatch(/offers \d/);
  click(`bid-side-${side}`);
  type('bid-sp', String(sp));
  click('bid-seal');
}

const setupOrder = () => {
  const s = gameStore.getState().state!;
  return (s.stack.find((f) => f.kind === 'setup') as unknown as { order: [string, number][] }).order;
};

describe('13.0 play balance bid against the computer (new-game dialog)', () => {
  it('the computer (normal, 2 Democrat SPs) outbids 1: it plays the Communist, the person the Democrat with 2 extra SPs', () => {
    expect(computerBid('normal')).toEqual({ side: 'democrat', sp: 2 });
    bidAgainst('normal', 'democrat', 'democrat', 1);
    expect(screen.getByTestId('bid-offer-1').textContent).toContain('The computer (normal) offers 2');
    expect(screen.getByTestId('bid-plays-0').textContent).toBe('Anna plays the Democrat.');
    expect(screen.getByTestId('bid-plays-1').textContent).toBe('The computer (normal) plays the Communist.');
    click('start');
    const st = gameStore.getState();
    // the seat picker said Democrat; the bid made the computer the Communist
    expect(st.computer).toEqual({ communist: 'normal' });
    expect(st.players).toEqual({ democrat: { seat: 1, name: 'Anna' }, communist: { seat: 2, name: '' } });
    expect(st.record!.options).toMatchObject({
      extraSupport: { side: 'democrat', sp: 2 },
      balanceBid: {
        bids: [
          { side: 'democrat', sp: 1 },
          { side: 'democrat', sp: 2 },
        ],
      },
    });
    expect(setupOrder().at(-1)).toEqual(['democrat', 2]);
    expect(screen.queryByTestId('cover')).toBeNull();
  });

  it('the person outbids the computer (3 Democrat SPs): the person plays the Communist, the computer the Democrat with 3 extra SPs', () => {
    bidAgainst('hard', 'communist', 'democrat', 3);
    click('start');
    const st = gameStore.getState();
    expect(st.computer).toEqual({ democrat: 'hard' });
    expect(st.players).toMatchObject({ communist: { seat: 1, name: 'Anna' } });
    expect(st.record!.options.extraSupport).toEqual({ side: 'democrat', sp: 3 });
    expect(setupOrder().at(-1)).toEqual(['democrat', 3]);
  });

  it('opposite sides: each takes the side the other offered, no extra SPs', () => {
    bidAgainst('easy', 'communist', 'communist', 4);
    expect(screen.getByTestId('bid-outcome').textContent).toContain('No extra SPs.');
    click('start');
    const st = gameStore.getState();
    expect(st.computer).toEqual({ communist: 'easy' });
    expect(st.record!.options.extraSupport).toBeUndefined();
    expect(setupOrder()).toHaveLength(5);
  });

  it('identical bids, the computer rolls higher: it chooses by its policy, with no buttons for the person', () => {
    // dice: Anna 2, the computer 5
    dice.queue = [0.2, 0.7];
    bidAgainst('easy', 'democrat', 'democrat', 0);
    expect(document.body.textContent).toContain('Dice: Anna 2, The computer (easy) 5.');
    expect(screen.queryByTestId('bid-choose-0')).toBeNull();
    // easy: 0 SPs cost nothing, so it keeps its own bid and the Communist
    expect(screen.getByTestId('bid-plays-1').textContent).toBe('The computer (easy) plays the Communist.');
    click('start');
    expect(gameStore.getState().computer).toEqual({ communist: 'easy' });
    expect(gameStore.getState().record!.options.balanceBid).toEqual({
      bids: [
        { side: 'democrat', sp: 0 },
        { side: 'democrat', sp: 0 },
      ],
      tieRoll: [2, 5],
    });
  });

  it('identical bids, the person rolls higher: the person chooses the winning bid', () => {
    // dice: 3 and 3 (again), then Anna 6, the computer 1
    dice.queue = [0.4, 0.4, 0.9, 0.1];
    bidAgainst('normal', 'democrat', 'democrat', 2);
    expect(screen.queryByTestId('bid-outcome')).toBeNull();
    click('bid-choose-1');
    expect(screen.getByTestId('bid-plays-0').textContent).toBe('Anna plays the Democrat.');
    click('start');
    expect(gameStore.getState().computer).toEqual({ communist: 'normal' });
    expect(gameStore.getState().record!.options).toMatchObject({ extraSupport: { side: 'democrat', sp: 2 }, balanceBid: { tieRoll: [3, 3, 6, 1] } });
  });
});
