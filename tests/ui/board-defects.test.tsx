// @vitest-environment jsdom
/**
 * Defects a new player hit (issue "a board for every table"), each pinned by a test: keeping
 * power (8.4.6), held scoring cards (4.5.4), use buttons out of view, the language, the VP strip
 * beyond ±20, the power-struggle buttons, New Year's Eve Party's end table, the opponent's-event
 * hint (5.2, 6.3.6), a scoring card played during #5 General Strike, the family mode's takeover
 * cards (TR.2.4.3), wording and file errors.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apply,
  heldScoringRisk,
  logEntries,
  logLength,
  keepPowerVp,
  legalActions,
  newGame,
  RECORD_FORMAT,
  type Action,
  type GameState,
  type LogEntry,
  type Side,
} from '../../src/engine';
import { COUNTRY, PS_CARDS, type CountryId } from '../../src/engine/data';
import { formatLog } from '../../src/i18n';
import { preferredLang } from '../../src/i18n/detect';
import { createGameStore, gameStore } from '../../src/store/game';
import { App } from '../../src/ui/App';
import { finalScoring, FinalScoringTable } from '../../src/ui/EndScreen';
import { VpTrack } from '../../src/ui/InfoPanels';
import { act as after, familyPsHand, hand, laidOut, paramsOf, play, startedGame, table } from '../table';

const initial = gameStore.getState();

beforeEach(() => {
  localStorage.clear();
  gameStore.setState({ ...initial, state: null, record: null, saved: null, viewer: null, error: null, lang: 'en' }, true);
});
afterEach(cleanup);

/** Put a state on the table with `side` at the screen. */
function show(s: GameState, side: Side = s.prompt!.side) {
  gameStore.setState({ state: s, record: { version: RECORD_FORMAT, options: { seed: 'x' }, actions: [] }, viewer: side, undoStates: [] });
  render(<App />);
}

/** The first state of seeded games played by a rotating policy where `pred` holds. */
function findState(pred: (s: GameState) => boolean, prefer: (legal: Action[], n: number) => Action = (l, n) => l[(n * 7) % Math.min(l.length, 3)]!): GameState {
  for (let g = 0; g < 60; g++) {
    let s = newGame({ seed: `board-${g}` });
    for (let n = 0; s.prompt && n < 4000; n++) {
      if (pred(s)) return s;
      s = apply(s, prefer(legalActions(s), n));
    }
  }
  throw new Error('no such state');
}

const dispatched = () => gameStore.getState().record!.actions.length;

describe('8.4.5 / 8.4.6 keeping power', () => {
  it('the prompt, the buttons and the log say the Communist keeps power and scores power value × times kept', () => {
    const s = findState((x) => x.prompt?.kind === 'psSurrender');
    const country = paramsOf(s.prompt).country as CountryId;
    const vp = keepPowerVp(s, country);
    expect(vp).toBe(COUNTRY[country].powerValue * (s.power[country].timesScored + 1));
    show(s, 'communist');
    const prompt = document.querySelector('.prompt')!;
    expect(prompt.textContent).toContain('the Communist stays in power');
    expect(prompt.textContent).toContain(`score ${vp} VP (8.4.6)`);
    expect(document.body.textContent).not.toContain('the Democrat has won');
    const keep = [...document.querySelectorAll('[data-action=surrender][data-yes=false]')];
    expect(keep.length).toBeGreaterThan(0);
    for (const b of keep) expect(b.textContent).toBe(`Keep power: Communist +${vp} VP`);
    expect(document.querySelector('[data-action=surrender][data-yes=true]')!.textContent).toBe('Give up power (no VP)');
    act(() => fireEvent.click(keep[0]!));
    const after = gameStore.getState().state!;
    expect(after.vp).toBe(s.vp - vp);
    const line = logEntries(after).find((e, i) => i >= logLength(s) && e.key === 'psPowerScored')!;
    expect(formatLog('en', line)).toMatch(new RegExp(`^The Communist keeps power in .+ \\(time \\d+\\) and gains ${vp} VP\\.$`));
    expect(formatLog('pl', line)).toContain(`Komuniści zachowują władzę`);
    expect(formatLog('pl', line)).toContain(`zdobywają ${vp} PZ`);
    expect(formatLog('de', line)).toMatch(new RegExp(`^Der Kommunist behält die Macht .* und erhält ${vp} SP\\.$`));
  });
});

describe('4.5.4 held scoring cards', () => {
  it('a banner in the last action round, and a play that leaves a scoring card held asks first and changes nothing until confirmed', () => {
    const s = findState((x) => {
      if (x.prompt?.kind !== 'actionRound') return false;
      const r = heldScoringRisk(x, x.prompt.side);
      return r.scoringCards > 0 && r.roundsLeft <= r.scoringCards && legalActions(x).some((a) => a.type === 'play' && a.use === 'place');
    });
    const side = s.prompt!.side;
    show(s, side);
    expect(screen.getByTestId('held-banner').textContent).toContain('you lose (4.5.4)');
    const a = legalActions(s).find((x): x is Extract<Action, { type: 'play' }> => x.type === 'play' && x.use === 'place')!;
    act(() => fireEvent.click(document.querySelector(`[data-testid=hand] [data-card="${a.card}"]`)!));
    act(() => fireEvent.click(document.querySelector('[data-use=place]')!));
    const confirm = screen.getByTestId('confirm-held');
    expect(confirm.textContent).toContain('you would lose the game (4.5.4)');
    expect(dispatched()).toBe(0);
    act(() => fireEvent.click(within(confirm).getByText('Back')));
    expect(screen.queryByTestId('confirm-held')).toBeNull();
    expect(dispatched()).toBe(0);
    act(() => fireEvent.click(document.querySelector('[data-use=place]')!));
    act(() => fireEvent.click(within(screen.getByTestId('confirm-held')).getByText('Play it anyway')));
    expect(dispatched()).toBe(1);
  });

  it('early in a turn nothing warns', () => {
    const s = startedGame();
    expect(heldScoringRisk(s, 'communist').roundsLeft).toBe(7);
    show(s, 'communist');
    expect(screen.queryByTestId('held-banner')).toBeNull();
  });
});

describe('use buttons of a card low in the hand', () => {
  it('come into view when the card is picked', () => {
    const spy = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = spy;
    try {
      const s = startedGame();
      show(s, 'communist');
      const cards = document.querySelectorAll('[data-testid=hand] button[data-card]:not([disabled])');
      act(() => fireEvent.click(cards[cards.length - 1]!));
      const uses = document.querySelector('.uses')!;
      expect(spy.mock.contexts).toContain(uses);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});

describe('language', () => {
  it('an en-US browser opens in English, de-AT in German, anything else in Polish', () => {
    expect(preferredLang(['en-US', 'en'])).toBe('en');
    expect(preferredLang(['de-AT'])).toBe('de');
    expect(preferredLang(['fr-FR', 'pl'])).toBe('pl');
    expect(preferredLang(['fr-FR'])).toBe('pl');
    expect(preferredLang([])).toBe('pl');
    const spy = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
    try {
      expect(createGameStore(undefined).getState().lang).toBe('en');
    } finally {
      spy.mockRestore();
    }
  });

  it('<html lang> follows the chosen language', () => {
    render(<App />);
    for (const lang of ['de', 'pl', 'en'] as const) {
      act(() => gameStore.getState().setLang(lang));
      expect(document.documentElement.lang).toBe(lang);
    }
  });
});

describe('VP strip', () => {
  it('shows the marker beyond ±20 (final scoring can reach +26)', () => {
    for (const vp of [26, -23, 20, 0]) {
      const { container, unmount } = render(<VpTrack lang="en" vp={vp} />);
      const on = container.querySelector('.vp-cell.on');
      expect(on?.getAttribute('title')).toBe(String(vp));
      unmount();
    }
  });
});

describe('8.2 / 8.3 power-struggle buttons', () => {
  it('"Do not raise" shows once', () => {
    const s = findState((x) => x.prompt?.kind === 'psRaise');
    show(s);
    expect(screen.getAllByText('Do not raise')).toHaveLength(1);
  });

  it('Concede asks for confirmation first', () => {
    const s = findState((x) => x.prompt?.kind === 'psDefend');
    show(s);
    const concede = document.querySelectorAll('[data-action=concede]');
    expect(concede).toHaveLength(1);
    act(() => fireEvent.click(concede[0]!));
    expect(dispatched()).toBe(0);
    const confirm = screen.getByTestId('confirm-concede');
    act(() => fireEvent.click(within(confirm).getByText('Back')));
    expect(dispatched()).toBe(0);
    act(() => fireEvent.click(document.querySelector('[data-action=concede]')!));
    act(() => fireEvent.click(within(screen.getByTestId('confirm-concede')).getByText('Yes, concede')));
    expect(dispatched()).toBe(1);
    expect(logEntries(gameStore.getState().state!).some((e, i) => i >= logLength(s) && e.key === 'psConcede')).toBe(true);
  });

  it('the hand is sorted (suited by suit and rank, then leaders, then wild cards) and playable cards are marked', () => {
    const s = findState((x) => x.prompt?.kind === 'psAttack');
    show(s);
    const cards = [...document.querySelectorAll('[data-testid=ps-hand] [data-ps-card]')].map((e) => Number(e.getAttribute('data-ps-card')));
    const type = (n: number) => ['suited', 'leader', 'wild'].indexOf(PS_CARDS[n]!.type);
    for (let i = 1; i < cards.length; i++) expect(type(cards[i]!)).toBeGreaterThanOrEqual(type(cards[i - 1]!));
    const playable = document.querySelectorAll('[data-testid=ps-hand] button.ps-card.playable');
    expect(playable.length).toBeGreaterThan(0);
    for (const b of playable) expect(b.textContent).toContain('playable');
  });
});

describe("10.3 New Year's Eve Party", () => {
  it('the end table says there was no final scoring, only the last struggle', () => {
    const scored: LogEntry = {
      key: 'countryScored',
      params: {
        country: 'poland',
        communistLevel: 'presence',
        communistVp: 3,
        communistBattlegrounds: 0,
        democratLevel: 'domination',
        democratVp: 8,
        democratBattlegrounds: 2,
        net: 5,
        vp: 9,
      },
    };
    const log: LogEntry[] = [{ key: 'newYearsEveParty', params: { turn: 8 } }, { key: 'psStart', params: { country: 'poland' } }, scored];
    const scoring = finalScoring(log, { winner: 'democrat', reason: 'event' })!;
    expect(scoring.kind).toBe('event');
    render(<FinalScoringTable lang="en" scoring={scoring} />);
    expect(screen.getByTestId('final-scoring-caption').textContent).toContain('no final scoring (10.3)');
    expect(screen.getByTestId('final-scoring-caption').textContent).not.toContain('Final scoring by country');
  });
});

/** The Communist's first action round of the game, where `startedGame` leaves it (4.5.2). */
const FIRST_ROUND = { round: 1, side: 'communist' } as const;

describe('5.2 / 6.3.6 the opponent-event hint', () => {
  it('Walesa before Solidarity Legalized: the event cannot take place, so an Ops play does not trigger it', () => {
    const s = laidOut(startedGame(), FIRST_ROUND, { hands: { communist: [3, 8] } });
    show(s, 'communist');
    act(() => fireEvent.click(document.querySelector('[data-testid=hand] [data-card="3"]')!));
    const why = document.querySelector('[data-use=event]')!.parentElement!.textContent!;
    expect(why).toContain('cannot take place now');
    expect(why).not.toContain('it takes place when you play');
  });

  it('an opponent event that can fire says so, and that a Tiananmen attempt does not trigger it (6.3.6)', () => {
    // #2 Solidarity Legalized: a Democrat event with no prerequisite
    const s = laidOut(startedGame(), FIRST_ROUND, { hands: { communist: [2, 8] } });
    show(s, 'communist');
    act(() => fireEvent.click(document.querySelector('[data-testid=hand] [data-card="2"]')!));
    const why = document.querySelector('[data-use=event]')!.parentElement!.textContent!;
    expect(why).toContain('it takes place when you play this card for SPs or support checks');
    expect(why).toContain('6.3.6');
  });
});

describe('6.3.2 the Tiananmen Square attempt', () => {
  it('shows the number needed and the lowest die that succeeds', () => {
    const s = laidOut(startedGame(), FIRST_ROUND, { hands: { communist: [8, 12] } });
    show(s, 'communist');
    act(() => fireEvent.click(document.querySelector('[data-testid=hand] [data-card="12"]')!));
    expect(screen.getByTestId('tiananmen-odds').textContent).toMatch(/^needs \d+: (die \d or more|any die succeeds|no die can succeed)$/);
  });
});

describe('#5 General Strike in the page', () => {
  it('#5 General Strike: the Communist picks a held scoring card from his hand and plays its event; the other cards are the discard picker (FAQ 5)', () => {
    const s = after(table({ side: 'democrat', hand: [5, 4, 29], on: { hands: { communist: [12, 7, 22] } } }).state, play('democrat', 5));
    expect(s.prompt).toMatchObject({ side: 'communist', kind: 'card5:strike' });
    show(s, 'communist');
    // only the scoring card is playable from the hand; the others are offered for the discard
    expect(document.querySelector('[data-testid=hand] button[data-card="22"]')!.hasAttribute('disabled')).toBe(false);
    expect(document.querySelector('[data-testid=hand] button[data-card="12"]')!.hasAttribute('disabled')).toBe(true);
    expect([...document.querySelectorAll('.picker [data-card]')].map((e) => e.getAttribute('data-card'))).toEqual(['12', '7']);
    act(() => fireEvent.click(document.querySelector('[data-testid=hand] [data-card="22"]')!));
    // the strike leaves only the event: no Ops or Tiananmen button to be refused
    expect([...document.querySelectorAll('[data-use]')].map((e) => e.getAttribute('data-use'))).toEqual(['event']);
    act(() => fireEvent.click(document.querySelector('[data-use=event]')!));
    expect(gameStore.getState().record!.actions).toMatchObject([play('communist', 22)]);
    expect(hand(gameStore.getState().state!, 'communist')).toEqual([12, 7]);
  });
});

describe('TR.2.4.3 the family mode takeover', () => {
  it('TR.2.4.3: the power-struggle cards show with their takeover values, in the hand and as the choice; "Play no card" passes', () => {
    let s = newGame({ seed: 'family-ui', mode: 'family' });
    for (let n = 0; s.prompt && s.prompt.kind !== 'familyPsCard' && n < 3000; n++)
      s = apply(s, legalActions(s)[(n * 7) % Math.min(legalActions(s).length, 3)]!);
    expect(s.prompt?.kind).toBe('familyPsCard');
    const side = s.prompt!.side;
    const psHand = familyPsHand(s, side);
    show(s, side);
    const held = document.querySelector('[data-testid=family-ps-hand]')!;
    expect(held.textContent).toContain(`Your power-struggle cards (${psHand.length}), for takeovers (TR.2.4.3)`);
    const faces = [...document.querySelectorAll('.ps-picker button[data-ps-card]')];
    expect(faces.map((e) => Number(e.getAttribute('data-ps-card'))).sort((a, b) => a - b)).toEqual([...psHand].sort((a, b) => a - b));
    for (const e of faces) {
      const c = PS_CARDS[Number(e.getAttribute('data-ps-card'))]!;
      expect(e.textContent).toContain(c.type === 'wild' ? 'W: wins the takeover' : `rank ${c.rank}`);
    }
    // no raw action text on any button
    expect(document.querySelector('.prompt')!.textContent).not.toContain('psPlay');
    act(() => fireEvent.click(screen.getByText('Play no card')));
    expect(gameStore.getState().record!.actions).toMatchObject([{ side, type: 'done' }]);
  });
});

describe('wording and errors', () => {
  it('a suited card led names its suit once; a leader names the suit it is played as', () => {
    const suited = Number(Object.keys(PS_CARDS).find((k) => PS_CARDS[Number(k)]!.type === 'suited' && PS_CARDS[Number(k)]!.suit === 'march'));
    expect(formatLog('en', { key: 'psLead', params: { side: 'communist', card: suited, suit: 'march' } })).toBe(
      `Communist leads March (${PS_CARDS[suited]!.rank}).`,
    );
    const leader = Number(Object.keys(PS_CARDS).find((k) => PS_CARDS[Number(k)]!.type === 'leader'));
    expect(formatLog('en', { key: 'psLead', params: { side: 'democrat', card: leader, suit: 'strike' } })).toMatch(/\(Strike\)\.$/);
  });

  it('one side takes, declares, discards and wins in English', () => {
    expect(formatLog('en', { key: 'cardTakenFromDiscard', params: { card: 1, side: 'communist', taken: 2 } })).toContain('Communist takes #2');
    expect(formatLog('en', { key: 'nextCardDeclared', params: { card: 1, side: 'democrat', declared: 2 } })).toContain('Democrat declares');
    expect(formatLog('en', { key: 'contestWon', params: { card: 1, side: 'democrat' } })).toContain('Democrat wins');
  });

  it('a bad file is not called "not allowed" and cites no rule "-"', async () => {
    render(<App />);
    await act(async () => {
      await gameStore.getState().importRecord(JSON.stringify({ version: 99, options: {}, actions: [] }));
    });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('This file is not a saved game');
    expect(alert.textContent).not.toContain('Not allowed');
    expect(alert.textContent).not.toContain('(rule -)');
  });
});
