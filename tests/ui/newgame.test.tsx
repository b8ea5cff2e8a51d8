// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { click, type } from './testids';
import { modeRefusal } from '../../src/ui/NewGame';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, players: null, lang: 'en' }, true);
});
afterEach(cleanup);

function bid(side: 'communist' | 'democrat', sp: number) {
  click('bid-show');
  click(`bid-side-${side}`);
  type('bid-sp', String(sp));
  click('bid-seal');
}

describe('new-game dialog', () => {
  it('offers the family game only when the engine accepts it, and says why not', () => {
    render(<App />);
    const family = screen.getByTestId('mode-family') as HTMLInputElement;
    const refusal = modeRefusal('en', 'family');
    expect(family.disabled).toBe(refusal !== null);
    if (refusal) expect(screen.getByTestId('family-why').textContent).toContain('Not available yet');
  });

  it('a handicap starts the game with extra Democrat SPs in the record', () => {
    render(<App />);
    click('balance-plus2');
    expect(document.body.textContent).toContain('places 2 extra SPs');
    click('start');
    const rec = gameStore.getState().record!;
    expect(rec.options).toEqual({ seed: expect.stringMatching(/^[0-9a-f]{32}$/), extraSupport: { side: 'democrat', sp: 2 } });
    expect(screen.getByTestId('cover')).toBeTruthy();
  });

  it('without a bid, Player 1 chooses his side; the names show on the cover', () => {
    render(<App />);
    type('name-0', 'Anna');
    type('name-1', 'Jan');
    click('first-side-democrat');
    click('start');
    expect(gameStore.getState().players).toEqual({ democrat: { seat: 1, name: 'Anna' }, communist: { seat: 2, name: 'Jan' } });
    expect(screen.getByTestId('cover-player').textContent).toBe('Jan plays the Communist.');
  });

  it('the bid: one player at a time behind a cover, then the rulebook example resolved', () => {
    render(<App />);
    type('name-0', 'Bruce');
    type('name-1', 'Jason');
    click('balance-bid');
    click('start-bid');
    expect(screen.getByTestId('bid-cover').textContent).toContain('Pass the screen to Bruce');
    bid('democrat', 2);
    // Jason's turn: Bruce's bid is nowhere in the page
    expect(screen.getByTestId('bid-cover').textContent).toContain('Jason');
    expect(document.body.textContent).not.toMatch(/offers|Democrat SP/);
    bid('democrat', 1);
    expect(screen.getByTestId('bid-offer-0').textContent).toBe('Bruce offers 2 Democrat SPs and wants to play the Communist.');
    expect(screen.getByTestId('bid-offer-1').textContent).toBe('Jason offers 1 Democrat SP and wants to play the Communist.');
    expect(screen.getByTestId('bid-outcome').textContent).toContain('Bruce won the bid.');
    expect(screen.getByTestId('bid-plays-0').textContent).toBe('Bruce plays the Communist.');
    expect(screen.getByTestId('bid-plays-1').textContent).toBe('Jason plays the Democrat.');
    click('start');
    const rec = gameStore.getState().record!;
    expect(rec.options.extraSupport).toEqual({ side: 'democrat', sp: 2 });
    expect(rec.options.balanceBid).toEqual({
      bids: [
        { side: 'democrat', sp: 2 },
        { side: 'democrat', sp: 1 },
      ],
    });
    expect(gameStore.getState().players).toEqual({ communist: { seat: 1, name: 'Bruce' }, democrat: { seat: 2, name: 'Jason' } });
  });

  it('identical bids: the dice are rolled once, shown and recorded, and the winner’s choice decides', () => {
    render(<App />);
    click('balance-bid');
    click('start-bid');
    bid('communist', 1);
    bid('communist', 1);
    // equal dice are rolled again: the last pair shown decides
    const shown = [...document.body.textContent!.matchAll(/Dice: Player 1 (\d), Player 2 (\d)\./g)].pop()!;
    const [a, b] = [Number(shown[1]), Number(shown[2])];
    expect(a).not.toBe(b);
    expect(document.body.textContent).toContain(`Player ${a > b ? 1 : 2} rolled higher and chooses the winning bid.`);
    expect(document.querySelector('[data-testid=bid-outcome]')).toBeNull();
    click('bid-choose-1');
    expect(screen.getByTestId('bid-plays-1').textContent).toBe('Player 2 plays the Democrat.');
    click('start');
    const o = gameStore.getState().record!.options;
    expect(o.extraSupport).toEqual({ side: 'communist', sp: 1 });
    const rolls = o.balanceBid!.tieRoll!;
    expect(rolls.slice(-2)).toEqual([a, b]);
    expect(o.balanceBid).toEqual({
      bids: [
        { side: 'communist', sp: 1 },
        { side: 'communist', sp: 1 },
      ],
      tieRoll: rolls,
    });
  });

  it('has no seed field: a player cannot choose or see the deal’s seed (issue 13)', () => {
    render(<App />);
    expect(document.querySelector('[data-testid=seed]')).toBeNull();
    click('start');
    const seed = gameStore.getState().record!.options.seed;
    expect(seed).toMatch(/^[0-9a-f]{32}$/);
    expect(document.body.innerHTML).not.toContain(seed);
  });

  it('opposite sides: each takes the side offered, no extra SPs', () => {
    render(<App />);
    click('balance-bid');
    click('start-bid');
    bid('communist', 3);
    bid('democrat', 0);
    expect(screen.getByTestId('bid-plays-0').textContent).toBe('Player 1 plays the Democrat.');
    expect(screen.getByTestId('bid-outcome').textContent).toContain('No extra SPs.');
    click('start');
    expect(gameStore.getState().record!.options.extraSupport).toBeUndefined();
  });

  it('the dialog in German', () => {
    localStorage.setItem('jn1989.lang', 'de');
    gameStore.setState({ lang: 'de' });
    render(<App />);
    expect(document.body.textContent).toContain('Vorgabe: Demokrat +1 UP');
    expect(document.body.textContent).toContain('Gebot zum Spielausgleich (13.0, optionale Regel)');
  });
});
