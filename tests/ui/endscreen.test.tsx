// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apply, legalActions, makeRecord, newGame, type Action, type GameRecord, type GameState, type LogEntry, logEntries } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import type { Lang } from '../../src/i18n';
import { CARD_NAMES } from '../../src/i18n/names/en.generated';
import { gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { finalScoring, FinalScoringTable } from '../../src/ui/EndScreen';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

/** A seeded game to its end: scoring cards are played at once, otherwise one of the first three legal actions in turn. */
function playToEnd(seed: string, holdScoring = false): { record: GameRecord; state: GameState } {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; s.prompt && n < 5000; n++) {
    const legal = legalActions(s);
    const scoring = (a: Action) => a.type === 'play' && CARDS[a.card]!.side === 'scoring';
    let a: Action;
    if (holdScoring) {
      const pool = legal.filter((x) => !scoring(x));
      const list = pool.length ? pool : legal;
      a = list.find((x) => x.type === 'play' && x.use === 'place') ?? list[0]!;
    } else a = legal.find(scoring) ?? legal[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, a);
    actions.push(a);
  }
  return { record: makeRecord({ seed }, actions, s), state: s };
}

async function load(record: GameRecord, lang: Lang = 'en') {
  render(<App />);
  await act(async () => {
    gameStore.getState().setLang(lang);
    await gameStore.getState().importRecord(JSON.stringify(record));
  });
}

describe('end screen', () => {
  it('after final scoring: the winner, the reason, the final VP and every country with levels, VP and the power bonus', { timeout: 30_000 }, async () => {
    const { record, state } = playToEnd('final-3');
    expect(state.result).toEqual({ winner: 'democrat', reason: 'final-scoring' });
    await load(record);
    // the end screen is a chunk of its own, loaded when the game ends
    const end = await screen.findByTestId('end-screen', {}, { timeout: 15_000 });
    expect(end.dataset.winner).toBe('democrat');
    expect(screen.getByTestId('end-winner').textContent).toBe('The Democrat wins!');
    expect(screen.getByTestId('end-reason').textContent).toContain('Final scoring after turn 10');
    expect(screen.getByTestId('end-vp').textContent).toContain(`Final VP: +${state.vp}`);
    const table = screen.getByTestId('final-scoring');
    const rows = table.querySelectorAll('tbody tr[data-country]');
    expect(rows).toHaveLength(6);
    // each row as the log has it
    const scored = logEntries(state)
      .filter((e) => e.key === 'countryScored')
      .slice(-6);
    rows.forEach((row, k) => {
      const e = scored[k]!.params;
      const cells = [...row.querySelectorAll('td')].map((c) => c.textContent);
      expect(row.getAttribute('data-country')).toBe(e.country);
      expect(cells[1]).toBe(String(e.communistVp));
      expect(cells[3]).toBe(String(e.democratVp));
    });
    const bonus = logEntries(state).find((e) => e.key === 'finalBonus')!.params;
    expect(within(table).getByText(`Communist power bonus (countries held: ${bonus.countries})`)).toBeTruthy();
    expect(table.querySelector('tfoot td')!.textContent).toBe(`+${state.vp}`);
    // the first button has the focus; the board can be looked at and the result shown again
    expect(document.activeElement).toBe(screen.getByTestId('end-new-game'));
    act(() => screen.getByTestId('end-close').click());
    expect(screen.queryByTestId('end-screen')).toBeNull();
    act(() => screen.getByTestId('show-result').click());
    expect(screen.getByTestId('end-screen')).toBeTruthy();
    // a new game from the end screen goes back to the start screen
    act(() => screen.getByTestId('end-new-game').click());
    expect(screen.getByTestId('start')).toBeTruthy();
  });

  it('a held scoring card names who held it, without a final-scoring table', async () => {
    const { record, state } = playToEnd('end-0', true);
    expect(state.result).toEqual({ winner: 'democrat', reason: 'held-scoring-card' });
    await load(record);
    expect(screen.getByTestId('end-winner').textContent).toBe('The Democrat wins!');
    expect(screen.getByTestId('end-reason').textContent).toBe('Communist held a scoring card at the end of the turn and lost the game (4.5.4).');
    expect(screen.queryByTestId('final-scoring')).toBeNull();
  });

  it('a draw, in Polish and German', async () => {
    const { record, state } = playToEnd('final-2');
    expect(state.result).toEqual({ winner: null, reason: 'final-scoring' });
    await load(record, 'pl');
    expect(screen.getByTestId('end-screen').dataset.winner).toBe('draw');
    expect(screen.getByTestId('end-winner').textContent).toBe('Gra kończy się remisem');
    expect(screen.getByTestId('end-vp').textContent).toBe('Końcowe PZ: ±0, nikt nie prowadzi.');
    expect(screen.getByTestId('final-scoring').querySelector('caption')!.textContent).toBe('Punktacja końcowa według państw');
    act(() => fireEvent.change(screen.getAllByTestId('lang')[0]!, { target: { value: 'de' } }));
    expect(screen.getByTestId('end-winner').textContent).toBe('Das Spiel endet unentschieden');
    expect(screen.getByTestId('end-reason').textContent).toContain('Endwertung nach Runde 10');
  });

  it('New Year’s Eve Party names the card', async () => {
    const { record, state } = playToEnd('final-22');
    expect(state.result?.reason).toBe('event');
    await load(record);
    expect(screen.getByTestId('end-reason').textContent).toContain("#104 New Year's Eve Party");
  });
});

describe('final scoring table with an event in force (7.6.5)', () => {
  it('shows the power bonus and The Tyrant is Gone on their own lines, the total after both', () => {
    const log: LogEntry[] = [
      { key: 'finalScoring', params: {} },
      { key: 'finalBonus', params: { countries: 6, vp: -24, total: -20 } },
      { key: 'finalScoringEvent', params: { card: 97, vp: -2, total: -22 } },
    ];
    const scoring = finalScoring(log, { winner: 'communist', reason: 'final-scoring' })!;
    expect(scoring.events).toHaveLength(1);
    render(<FinalScoringTable lang="en" scoring={scoring} />);
    const table = screen.getByTestId('final-scoring');
    expect(within(table).getByText('Communist power bonus (countries held: 6)')).toBeTruthy();
    expect(within(table).getByText(CARD_NAMES[97]!)).toBeTruthy();
    expect(table.querySelector('tfoot td')!.textContent).toMatch(/^[−-]22$/);
  });
});

describe('names from another person on the end screen', () => {
  it('a name with a right-to-left override stays inside its own <bdi>: the sentence around it keeps its direction', async () => {
    const { EndScreen } = await import('../../src/ui/EndScreen');
    const rlo = '\u202eanna';
    gameStore.setState({ players: { democrat: { seat: 1, name: rlo }, communist: { seat: 2, name: '<b>Bartek</b>' } }, computer: {} });
    render(<EndScreen lang="en" result={{ winner: 'democrat', reason: 'automatic-victory' }} vp={20} log={[]} onClose={() => {}} onNewGame={() => {}} />);
    const line = screen.getByTestId('end-players');
    const names = [...line.querySelectorAll('bdi')].map((b) => b.textContent);
    expect(names).toEqual(['<b>Bartek</b>', rlo]);
    // the name is text, never markup
    expect(line.querySelector('b')).toBeNull();
    expect(line.textContent).toBe(`<b>Bartek</b> played the Communist. ${rlo} played the Democrat.`);
  });
});
