// @vitest-environment jsdom
/**
 * Moves you can see happen (issue 27, item 4): the end-of-turn summary's figures from the engine's
 * states, the scoring result card (9.3.3), the computer's steps narrated in the player's language,
 * nothing moving with prefers-reduced-motion, and the sounds off until switched on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replay, viewFor, type GameRecord, type LogEntry, type SupportRow } from '../../src/engine';
import { viewAtTurnStart } from '../turnAt';
import { SPACES } from '../../src/engine/data';
import { BOX_H, MAP_H, MAP_W, POSITIONS } from '../../src/ui/mapLayout';
import { formatLog, spaceName, t } from '../../src/i18n';
import { computerStore } from '../../src/store/computerStatus';
import { gameStore } from '../../src/store/game';
import {
  calloutGrow,
  calloutPlace,
  calloutWidth,
  flightPath,
  focusInTopHalf,
  newestSpace,
  MapMotion,
  MotionOverlay,
  NAME_UNITS_PER_CHAR,
  narrate,
  panFor,
  readMs,
  rollsOf,
  SoundSetting,
  stepSpaces,
  soundOf,
  type ScreenBox,
} from '../../src/ui/motion/Motion';
import { SOUND_KEY, soundOn } from '../../src/ui/sound';
import { lastScoring, resetSummaries, ScoringCard, SummaryCard, TurnSummary, turnSummary } from '../../src/ui/TurnSummary';
import type { MapZoom } from '../../src/ui/useMapZoom';
import { HUNGARY_SCORED } from './logFixtures';

const GOLDEN = readFileSync(join(__dirname, '../golden/records.jsonl'), 'utf8').trim().split('\n');
const golden = (n: number) => JSON.parse(GOLDEN[n]!) as GameRecord;

/** matchMedia answering `reduce` to the reduced-motion query as asked */
function mockMedia(reduce: boolean) {
  vi.stubGlobal('matchMedia', (q: string) => ({ matches: reduce && q.includes('reduced-motion'), media: q, addEventListener() {}, removeEventListener() {} }));
}

const initial = gameStore.getState();
beforeEach(() => {
  localStorage.clear();
  resetSummaries();
  computerStore.setState({ steps: [], thinking: null, lastSpace: null, lastSide: null, error: null });
  gameStore.setState({ ...initial, state: null, record: null, viewer: null, lang: 'en' }, true);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the end-of-turn summary', () => {
  it('turn 9 of a recorded game: VP −7 → −4, Poland to the Democrat, both Tiananmen markers up one, USSR unchanged', () => {
    const s = turnSummary(viewAtTurnStart(golden(3), 10))!;
    expect(s).toEqual({
      turn: 9,
      vp: { from: -7, to: -4 },
      power: [{ country: 'poland', side: 'democrat' }],
      tiananmen: [
        { side: 'communist', from: 5, to: 6 },
        { side: 'democrat', from: 4, to: 5 },
      ],
      ussr: { from: 0, to: 0 },
      added: [],
    });
    render(<SummaryCard lang="en" summary={s} onClose={() => {}} />);
    expect(screen.getByTestId('summary-vp').textContent).toBe('−7 → −4');
    expect(screen.getByTestId('summary-power').textContent).toBe('Poland: the Democrat takes power');
    expect(screen.getByTestId('summary-tiananmen').textContent).toBe('Communist: box 5 → 6Democrat: box 4 → 5');
    expect(screen.getByTestId('summary-ussr').textContent).toContain('0:');
  });

  it('4.4: turn 3 ends and turn 4 adds the 41 Middle Year cards, as the log says', () => {
    const s = turnSummary(viewAtTurnStart(golden(0), 4))!;
    expect(s.turn).toBe(3);
    expect(s.vp).toEqual({ from: -1, to: 0 });
    expect(s.added).toEqual([{ period: 'middle', cards: 41 }]);
    render(<SummaryCard lang="pl" summary={s} onClose={() => {}} />);
    expect(screen.getByTestId('summary-vp').textContent).toBe('−1 → ±0');
    expect(screen.getByTestId('summary-added').textContent).toBe(t('pl', 'summary.added', { period: 'middle', cards: 41 }));
    expect(screen.getByText('Koniec tury 3')).toBeTruthy();
  });

  it('shows when the table sees a new turn, not for the turn it opened in, and closes', () => {
    const record = golden(0);
    // the game as it stood at the end of turn 3, then one action further: turn 4 starts
    const states: { turn: number; n: number }[] = [];
    const full = replay(record);
    let n = record.actions.length;
    while (n > 0 && replay({ ...record, actions: record.actions.slice(0, n) }).turn >= 4) n--;
    states.push({ turn: 3, n }, { turn: 4, n: n + 1 });
    expect(full.turn).toBeGreaterThanOrEqual(4);
    const at = (k: number) => {
      const rec = { ...record, gameId: 'g-summary', actions: record.actions.slice(0, k) };
      gameStore.setState({ record: rec, state: replay(rec) });
      return replay(rec);
    };
    const s3 = at(states[0]!.n);
    const { rerender } = render(<TurnSummary lang="en" view={viewFor(s3, 'democrat')} side="democrat" />);
    expect(screen.queryByTestId('turn-summary')).toBeNull();
    const s4 = at(states[1]!.n);
    rerender(<TurnSummary lang="en" view={viewFor(s4, 'democrat')} side="democrat" />);
    expect(screen.getByTestId('turn-summary').textContent).toContain('End of turn 3');
    fireEvent.click(screen.getByTestId('summary-close'));
    expect(screen.queryByTestId('turn-summary')).toBeNull();
  });

  it('gives way to a power struggle begun while it is up (8.0), and does not come back after it', () => {
    const record = golden(0);
    let n = record.actions.length;
    while (n > 0 && replay({ ...record, actions: record.actions.slice(0, n) }).turn >= 4) n--;
    const at = (k: number) => {
      const rec = { ...record, gameId: 'g-struggle', actions: record.actions.slice(0, k) };
      gameStore.setState({ record: rec, state: replay(rec) });
      return viewFor(replay(rec), 'democrat');
    };
    const { rerender } = render(<TurnSummary lang="en" view={at(n)} side="democrat" />);
    const v4 = at(n + 1);
    rerender(<TurnSummary lang="en" view={v4} side="democrat" />);
    expect(screen.getByTestId('turn-summary')).toBeTruthy();
    rerender(<TurnSummary lang="en" view={v4} side="democrat" struggle />);
    expect(screen.queryByTestId('turn-summary')).toBeNull();
    rerender(<TurnSummary lang="en" view={v4} side="democrat" />);
    expect(screen.queryByTestId('turn-summary')).toBeNull();
  });
});

describe('9.3.3 the scoring result card', () => {
  it('shows the levels, VP, battlegrounds and net of the last country scored, until closed', () => {
    const entry = HUNGARY_SCORED;
    expect(lastScoring([entry])?.at).toBe(0);
    expect(lastScoring([entry, { key: 'playCard', params: { side: 'communist', card: 1, use: 'event' } }])).toBeNull();
    render(<ScoringCard lang="en" log={[entry]} />);
    const card = screen.getByTestId('scoring-card');
    expect(card.textContent).toContain('Hungary scored');
    expect(card.textContent).toContain('Communist: Presence, 1 VP, 0 battlegrounds');
    expect(card.textContent).toContain('Democrat: Domination, 6 VP, 2 battlegrounds');
    expect(card.textContent).toContain('Net +5 VP · VP track +3');
    fireEvent.click(screen.getByTestId('scoring-close'));
    expect(screen.queryByTestId('scoring-card')).toBeNull();
  });
});

const zoom: MapZoom = { zoomIn() {}, zoomOut() {}, fit() {}, panTo() {}, box: () => null };

describe("the computer's steps narrated", () => {
  const steps = [
    { id: 1, side: 'communist' as const, space: null, entries: [{ key: 'playCard', params: { side: 'communist', card: 12, use: 'place', round: 1 } }] },
    { id: 2, side: 'communist' as const, space: 'leipzig', entries: [{ key: 'placeSupport', params: { side: 'communist', space: 'leipzig', cost: 1 } }] },
  ] satisfies { id: number; side: 'communist'; space: string | null; entries: LogEntry[] }[];

  it('a card play and its placements make one message, in the player language, from the log lines', () => {
    for (const lang of ['en', 'pl', 'de'] as const) {
      const told = narrate(lang, steps);
      expect(told).toHaveLength(1);
      expect(told[0]!.lines).toEqual(steps.flatMap((s) => s.entries.map((e) => formatLog(lang, e))));
    }
  });

  it('a line about the other side is labelled with that side: the computer concedes, the Democrat rolls for VP (8.4.2)', () => {
    const concede = {
      id: 7,
      side: 'communist' as const,
      space: null,
      entries: [
        { key: 'psConcede', params: { side: 'communist' } },
        { key: 'psWinner', params: { country: 'hungary', winner: 'democrat', suit: null } },
        { key: 'psVictoryPoints', params: { side: 'democrat', die: 5, modifier: 1, vp: 2, takesPower: true } },
      ] as LogEntry[],
    };
    const told = narrate('en', [concede]);
    expect(told.map((m) => [m.side, m.lines.length])).toEqual([
      ['communist', 2],
      ['democrat', 1],
    ]);
    expect(told[1]!.lines[0]).toBe(formatLog('en', concede.entries[2]!));
    expect(new Set(told.map((m) => m.id)).size).toBe(2);
  });

  it('the game’s own events (a new turn, 4.5; a scoring, 9.0) are told with no side’s name', () => {
    const ending = {
      id: 9,
      side: 'communist' as const,
      space: 'leipzig',
      entries: [
        { key: 'placeSupport', params: { side: 'communist', space: 'leipzig', cost: 1 } },
        { key: 'turnStart', params: { turn: 2 } },
      ] as LogEntry[],
    };
    const told = narrate('en', [ending]);
    expect(told.map((m) => m.side)).toEqual(['communist', null]);
    mockMedia(false);
    render(<MotionOverlay lang="en" log={[]} viewer="democrat" zoom={zoom} />);
    act(() => computerStore.setState({ steps: [ending] }));
    const [placed, turn] = screen.getByTestId('narration').querySelectorAll('p');
    expect(placed!.querySelector('strong')!.textContent).toBe('Communist: ');
    expect(turn!.querySelector('strong')).toBeNull();
    expect(turn!.textContent).toBe(formatLog('en', ending.entries[1]!));
  });

  it('a move of the person at the screen sends the computer’s earlier messages away', () => {
    mockMedia(false);
    gameStore.setState({ computer: { communist: 'easy' }, record: { actions: [{ side: 'communist', type: 'done' }] } as never });
    render(<MotionOverlay lang="en" log={[]} viewer="democrat" zoom={zoom} />);
    act(() => computerStore.setState({ steps }));
    expect(screen.queryByTestId('narration')).not.toBeNull();
    act(() =>
      gameStore.setState({
        record: {
          actions: [
            { side: 'communist', type: 'done' },
            { side: 'democrat', type: 'done' },
          ],
        } as never,
      }),
    );
    expect(screen.queryByTestId('narration')).toBeNull();
  });

  it('stays on screen for as long as it takes to read, then goes', () => {
    vi.useFakeTimers();
    mockMedia(false);
    render(<MotionOverlay lang="de" log={[]} viewer="democrat" zoom={zoom} />);
    expect(screen.queryByTestId('narration')).toBeNull();
    act(() => computerStore.setState({ steps }));
    const box = screen.getByTestId('narration');
    const text = steps.flatMap((s) => s.entries.map((e) => formatLog('de', e)));
    expect(box.textContent).toBe(`${t('de', 'motion.narrate', { side: 'communist' })} ${text.join(' ')}`);
    const stays = readMs(text.join(' '));
    expect(stays).toBeGreaterThanOrEqual(4000);
    act(() => void vi.advanceTimersByTime(stays - 500));
    expect(screen.queryByTestId('narration')).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('narration')).toBeNull();
  });
});

describe('SPs and dice on the map', () => {
  const empty: SupportRow[] = SPACES.map(() => ({ communist: 0, democrat: 0 }));
  const leipzig = SPACES.find((s) => s.id === 'leipzig')!.index;
  const after = empty.map((r, i) => (i === leipzig ? { communist: 0, democrat: 2 } : r));
  const control = SPACES.map(() => null);
  const check: LogEntry = {
    key: 'supportCheck',
    params: { side: 'democrat', space: 'leipzig', die: 5, ops: 2, adjacency: 0, events: 0, total: 9, target: 6, removed: 0, added: 2 },
  };

  /** The map's motion layer before and after one logged check, its support then `to`. */
  function renderChange(to = after, entry = check) {
    vi.useFakeTimers();
    const { rerender } = render(
      <svg>
        <MapMotion lang="en" support={empty} control={control} log={[]} />
      </svg>,
    );
    rerender(
      <svg>
        <MapMotion lang="en" support={to} control={control} log={[entry]} />
      </svg>,
    );
    act(() => void vi.advanceTimersByTime(50));
  }

  it('an SP change counts on its space and a check shows its die beside its total and target', () => {
    mockMedia(false);
    renderChange();
    const count = document.querySelector('[data-count=leipzig]')!;
    expect(count.getAttribute('data-from')).toBe('0');
    expect(count.getAttribute('data-to')).toBe('2');
    expect(document.querySelector('[data-check=leipzig]')!.getAttribute('data-die')).toBe('5');
  });

  it('nothing is left to happen once the map is gone: unmounted with its count and die still showing, no timer is left', () => {
    mockMedia(false);
    renderChange();
    expect(document.querySelector('[data-check=leipzig]')).not.toBeNull();
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('6.2: a check that changes nothing still rolls its die (the support stays the same)', () => {
    mockMedia(false);
    const miss: LogEntry = { key: 'supportCheck', params: { ...check.params, die: 1, total: 3, removed: 0, added: 0 } };
    renderChange(empty, miss);
    expect(document.querySelector('[data-check=leipzig]')!.getAttribute('data-die')).toBe('1');
    expect(document.querySelector('[data-count]')).toBeNull();
  });

  it("a check's total is 12 px or more on the screen at every zoom: the whole map on a tablet (768 px) or a phone, and zoomed in", () => {
    // screen pixels per map unit: the whole map 764 px wide on a 768×1024 tablet, 386 px on a phone; a laptop; zoomed in
    for (const k of [764 / MAP_W, 386 / MAP_W, 0.6, 1, 2]) expect(12 * calloutGrow(k) * k, `k ${k}`).toBeGreaterThanOrEqual(11.99);
    // zoomed in it keeps its own size
    expect(calloutGrow(2)).toBe(1);
  });

  it("6.2: a check's callout names its space and points to it: the tail's tip on the space's edge, the box beside it on the map", () => {
    mockMedia(false);
    renderChange();
    const callout = document.querySelector('[data-check=leipzig]')!;
    expect(callout.querySelector('.die-space')!.textContent).toBe('Leipzig');
    // from a laptop's map (1 px a unit) to the whole map on a 360 px wide phone
    for (const sp of SPACES)
      for (const grow of [1, 1.8, calloutGrow(360 / MAP_W)]) {
        const p = POSITIONS[sp.index]!;
        const w = calloutWidth(NAME_UNITS_PER_CHAR * spaceName('en', sp.id).length) * grow;
        const h = 54 * grow;
        const at = calloutPlace(p, w, h, grow);
        const [, , tip] = at.tail.split(' ').map((xy) => xy.split(',').map(Number));
        expect(tip![0]).toBe(p.x);
        expect(Math.abs(Math.abs(tip![1]! - p.y) - (BOX_H / 2 + 1))).toBeLessThan(1e-9);
        // the box beside the space, not over it, and inside the map's width
        expect(at.y + h <= p.y - BOX_H / 2 || at.y >= p.y + BOX_H / 2, sp.id).toBe(true);
        expect(at.x).toBeGreaterThanOrEqual(4);
        expect(at.x + w).toBeLessThanOrEqual(MAP_W - 4 + 1e-9);
      }
    // the longest space name fits its line: the die's 40 units, the name, a margin
    const longest = NAME_UNITS_PER_CHAR * 25;
    expect(calloutWidth(longest)).toBeGreaterThanOrEqual(40 + longest + 8);
  });

  it('nothing moves with prefers-reduced-motion', () => {
    mockMedia(true);
    renderChange();
    expect(screen.queryByTestId('motion-layer')).toBeNull();
    expect(document.querySelector('[data-count]')).toBeNull();
  });

  it('a batch of log entries sounds once, the most telling sound', () => {
    expect(soundOf([check])).toBe('dice');
    expect(soundOf([{ key: 'playCard', params: {} }, check])).toBe('dice');
    expect(soundOf([{ key: 'psWinner', params: {} }, check])).toBe('result');
    expect(soundOf([{ key: 'placeSupport', params: {} }])).toBeNull();
  });
});

describe('the die of every roll: Tiananmen Square attempts (6.3.2) and events', () => {
  const tian: LogEntry = {
    key: 'tiananmenAttempt',
    params: { side: 'democrat', card: 7, die: 4, ops: 2, ownEvent: 0, repeat: 1, award: 0, events: 0, total: 7, needed: 6, success: true },
  };
  const modrow: LogEntry = { key: 'eventRoll', params: { card: 83, side: 'communist', die: 2, modifier: 0, result: 2 } };
  const modrowFailed: LogEntry = { key: 'eventRollFailed', params: { card: 83, side: 'communist', roll: 2, needed: 4 } };
  const malta: LogEntry = { key: 'eventRoll', params: { card: 110, side: 'democrat', die: 3, modifier: 2, result: 5, needed: 4, success: true } };
  const nepotism: LogEntry = { key: 'eventRoll', params: { card: 80, side: 'communist', die: 5, result: 1 } };
  const strike: LogEntry = {
    key: 'strikeRoll',
    params: { card: 5, side: 'communist', discarded: 12, die: 3, ops: 2, total: 5, needed: 6, ended: false, round: 2 },
  };

  /** The overlay before and after one batch of log entries. */
  function renderRolls(entries: LogEntry[], lang: 'en' | 'pl' | 'de' = 'en') {
    vi.useFakeTimers();
    const { rerender } = render(<MotionOverlay lang={lang} log={[]} viewer="democrat" zoom={zoom} />);
    rerender(<MotionOverlay lang={lang} log={entries} viewer="democrat" zoom={zoom} />);
    // the motion starts after the move's own repaint
    act(() => void vi.advanceTimersByTime(50));
  }

  it('reads each roll from the log: its die, total, what it needed and how it went', () => {
    const [a, b, c, d, e] = rollsOf([tian, modrow, modrowFailed, malta, nepotism, strike]);
    expect(a).toMatchObject({ kind: 'tiananmen', side: 'democrat', die: 4, total: 7, needed: 6, success: true });
    // a failed event roll: the failure tells what was needed
    expect(b).toMatchObject({ kind: 'event', card: 83, die: 2, total: 2, needed: 4, success: false });
    expect(c).toMatchObject({ kind: 'event', card: 110, die: 3, total: 5, needed: 4, success: true });
    // #80 Nepotism: no total to reach, the die gives the SPs
    expect(d).toMatchObject({ kind: 'event', card: 80, die: 5, total: null, needed: null, success: null, result: 1 });
    expect(e).toMatchObject({ kind: 'strike', card: 5, die: 3, total: 5, needed: 6, success: false });
  });

  it('nothing is left to happen once the overlay is gone: unmounted with a roll still showing, no timer is left', () => {
    mockMedia(false);
    renderRolls([tian]);
    expect(document.querySelector('.motion-top')).not.toBeNull();
    cleanup();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a Tiananmen attempt: the die tumbles, then lands beside its total and what it needed, with its face as an image named by the die', () => {
    mockMedia(false);
    renderRolls([tian]);
    const roll = document.querySelector('[data-roll=tiananmen]')!;
    expect(roll.getAttribute('data-die')).toBe('4');
    // still rolling: no total yet
    expect(roll.textContent).not.toContain('total 7');
    act(() => void vi.advanceTimersByTime(700));
    expect(roll.querySelector('.die-face')!.getAttribute('data-face')).toBe('4');
    expect(roll.textContent).toBe('Tiananmen Square tracktotal 7 · needed 6success');
    expect(screen.getByRole('img', { name: 'Die 4' })).toBeTruthy();
    // a group, not a live region: the table's announcer says the roll once
    expect(screen.getByRole('group', { name: 'Dice rolled' }).textContent).toContain('total 7 · needed 6');
    // it goes once read
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.queryByTestId('roll')).toBeNull();
  });

  it("an event's roll lands under the narration, with the card's name, in the player's language", () => {
    mockMedia(false);
    renderRolls([malta, modrow, modrowFailed], 'pl');
    act(() => void vi.advanceTimersByTime(800));
    const [m, f] = screen.getAllByTestId('roll');
    expect(m!.getAttribute('data-card')).toBe('110');
    expect(m!.querySelector('.die-face')!.getAttribute('data-face')).toBe('3');
    expect(m!.textContent).toContain(t('pl', 'motion.rollTotal', { total: 5, needed: 4 }));
    expect(m!.textContent).toContain(t('pl', 'motion.rollSuccess'));
    expect(f!.textContent).toContain(t('pl', 'motion.rollTotal', { total: 2, needed: 4 }));
    expect(f!.textContent).toContain(t('pl', 'motion.rollFailed'));
    expect(screen.getByRole('img', { name: t('pl', 'motion.dieLabel', { die: 2 }) })).toBeTruthy();
    // the rolls sit in the map's top column with the narration
    expect(m!.closest('.motion-top')).not.toBeNull();
  });

  it('#5 General Strike and #80 Nepotism: the strike goes on or ends; a roll without a total shows its result', () => {
    mockMedia(false);
    renderRolls([strike, nepotism], 'de');
    act(() => void vi.advanceTimersByTime(800));
    const [s5, n80] = screen.getAllByTestId('roll');
    expect(s5!.textContent).toContain(t('de', 'motion.rollTotal', { total: 5, needed: 6 }));
    expect(s5!.textContent).toContain(t('de', 'motion.strikeGoesOn'));
    expect(n80!.textContent).toContain(t('de', 'motion.rollResult', { result: 1 }));
  });

  it('with prefers-reduced-motion the final face, the total and what it needed show at once, and nothing tumbles', () => {
    mockMedia(true);
    renderRolls([tian]);
    const roll = document.querySelector('[data-roll=tiananmen]')!;
    expect(roll.querySelector('.die-face')!.getAttribute('data-face')).toBe('4');
    expect(roll.textContent).toContain('total 7 · needed 6');
    const css = readFileSync(join(__dirname, '../../src/ui/motion/motion.css'), 'utf8');
    const reducedBlock = css.slice(css.indexOf('@media (prefers-reduced-motion: reduce)'));
    for (const sel of ['.die-tumble', '.roll', '.roll-outcome']) expect(reducedBlock.slice(0, reducedBlock.indexOf('}'))).toContain(sel);
  });
});

describe("a card's flight and the narration (a phone, 390×844)", () => {
  // the boxes measured on a phone: the map under the bar and the tracks, the narration at its top, the hand and the tabs under it
  const map: ScreenBox = { left: 2, top: 96, width: 386, height: 330 };
  const narration: ScreenBox = { left: 8, top: 102, width: 322, height: 92 };
  const hand: ScreenBox = { left: 6, top: 560, width: 378, height: 190 };
  const tab: ScreenBox = { left: 290, top: 790, width: 90, height: 44 };
  const meets = (a: ScreenBox, b: ScreenBox) => a.left < b.left + b.width && b.left < a.left + a.width && a.top < b.top + b.height && b.top < a.top + a.height;
  /** every box the card passes through lies within the box spanning its start and its stop */
  const swept = (p: ReturnType<typeof flightPath>, w: number, h: number): ScreenBox => ({
    left: Math.min(p.start.x, p.stop.x),
    top: Math.min(p.start.y, p.stop.y),
    width: Math.abs(p.start.x - p.stop.x) + w,
    height: Math.abs(p.start.y - p.stop.y) + h,
  });

  it("the computer's card starts at the foot of the map and never passes over the narration", () => {
    const p = flightPath({ w: 200, h: 48, vw: 390, vh: 844, map, hand: null, tab, narration });
    expect(meets(swept(p, 200, 48), narration)).toBe(false);
    // with no narration yet the card still keeps clear of the map's top, where it will appear
    const q = flightPath({ w: 200, h: 48, vw: 390, vh: 844, map, hand: null, tab, narration: null });
    expect(meets(swept(q, 200, 48), narration)).toBe(false);
  });

  it("a narration reaching down the map pushes the card's start below it", () => {
    const tall = { ...narration, height: 300 };
    const p = flightPath({ w: 200, h: 48, vw: 390, vh: 844, map, hand: null, tab, narration: tall });
    expect(p.start.y).toBeGreaterThanOrEqual(tall.top + tall.height);
  });

  it("the player's own card flies from the hand to the Cards tab", () => {
    const p = flightPath({ w: 200, h: 48, vw: 390, vh: 844, map, hand, tab, narration });
    expect(p.start).toEqual({ x: hand.left + hand.width / 2 - 100, y: hand.top });
    expect(p.stop).toEqual({ x: tab.left + tab.width / 2 - 100, y: tab.top });
    expect(meets(swept(p, 200, 48), narration)).toBe(false);
  });
});

describe('the sound switch', () => {
  it('is off by default, and remembered once turned on', () => {
    expect(soundOn()).toBe(false);
    render(<SoundSetting lang="en" />);
    const box = screen.getByTestId('setting-sound') as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(box);
    expect(localStorage.getItem(SOUND_KEY)).toBe('on');
    expect(soundOn()).toBe(true);
    cleanup();
    render(<SoundSetting lang="en" />);
    expect((screen.getByTestId('setting-sound') as HTMLInputElement).checked).toBe(true);
  });
});

describe('the narration and dice keep off the space being decided', () => {
  it('go to the foot of the map when the newest move’s space lies in the upper half of the view, else stay at the top', () => {
    const log: LogEntry[] = [
      { key: 'turnStart', params: { turn: 1 } },
      { key: 'placeSupport', params: { side: 'communist', space: 'rostock', cost: 1 } },
      { key: 'playCard', params: { side: 'democrat', card: 3, use: 'ops' } },
    ];
    expect(newestSpace(log)).toBe('rostock');
    expect(newestSpace(log.slice(0, 1))).toBeNull();
    const whole = { x: 0, y: 0, w: MAP_W, h: MAP_H };
    const at = (id: string) => POSITIONS[SPACES.find((sp) => sp.id === id)!.index]!;
    // Rostock is on the Baltic, at the map's top; Plovdiv in Bulgaria, at its foot
    expect(at('rostock').y).toBeLessThan(whole.h / 2);
    expect(focusInTopHalf('rostock', whole)).toBe(true);
    expect(focusInTopHalf('plovdiv', whole)).toBe(false);
    // a view zoomed on Bulgaria: Plovdiv is then in its upper half or not by where the view lies
    const p = at('plovdiv');
    expect(focusInTopHalf('plovdiv', { x: p.x - 200, y: p.y - 50, w: 400, h: 400 })).toBe(true);
    expect(focusInTopHalf('plovdiv', { x: p.x - 200, y: p.y - 350, w: 400, h: 400 })).toBe(false);
    expect(focusInTopHalf(null, whole)).toBe(false);
  });
});

describe('on a phone or a tablet the map follows every space of a computer step', () => {
  it('an event placing in two spaces: both framed when they fit the view, else the first; nothing when all are in view', () => {
    const step = {
      id: 1,
      side: 'communist' as const,
      space: null,
      entries: [
        { key: 'addSupport', params: { side: 'communist', target: 'communist', space: 'czech-writers', reason: 'event' } },
        { key: 'addSupport', params: { side: 'communist', target: 'communist', space: 'praha', reason: 'event' } },
      ] as LogEntry[],
    };
    expect(stepSpaces(null, step)).toEqual(['czech-writers', 'praha']);
    expect(stepSpaces('praha', step)).toEqual(['praha', 'czech-writers']);
    const at = (id: string) => POSITIONS[SPACES.find((sp) => sp.id === id)!.index]!;
    const [a, b] = [at('czech-writers'), at('praha')];
    // a view over Poland's north: neither in view
    const north = { x: at('gdansk').x - 200, y: at('gdansk').y - 150, w: 400, h: 300 };
    const to = panFor(north, ['czech-writers', 'praha'])!;
    expect(to).toMatchObject({ w: 400, h: 300 });
    for (const p of [a, b]) {
      expect(p.x).toBeGreaterThan(to.x);
      expect(p.x).toBeLessThan(to.x + to.w);
      expect(p.y).toBeGreaterThan(to.y);
      expect(p.y).toBeLessThan(to.y + to.h);
    }
    expect(panFor(to, ['czech-writers', 'praha'])).toBeNull();
    // a view too small for both: the first, centred
    const small = panFor({ ...north, w: 120, h: 60 }, ['czech-writers', 'plovdiv'])!;
    expect(small.x + small.w / 2).toBeCloseTo(a.x);
  });
});
