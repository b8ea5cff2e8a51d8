/**
 * A game by the keyboard alone, in real Chromium at 1366×768, in English, Polish and German: a new
 * game from the start screen, the setup (3.0), action rounds of each use of a card (6.0: its event,
 * Place SPs, support checks, a Tiananmen Square attempt) and a power struggle (8.0) to its scoring.
 * After every key the focus is somewhere in the game, never on <body>; every roll and every scoring
 * the engine logs is said in the live region as its catalogue sentence; axe finds nothing serious or
 * critical at each of those moments; the keys of each action round are counted.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logEntries, makeRecord, newGame, type Action, type GameState, type LogEntry } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import type { Lang } from '../../src/i18n';
import { saidOf } from '../../src/ui/announce';
import { fixEntropy, openRecord, recordOf, stateOf } from './drive';
import { runBrowserTests, seriousViolations, useSite } from './harness';

/** the log entries that are a die's roll or a scoring: each must be said */
const SAID = new Set([
  'supportCheck',
  'tiananmenAttempt',
  'eventRoll',
  'strikeRoll',
  'psMatch',
  'psSupportLoss',
  'psVictoryPoints',
  'countryScored',
  'psPowerScored',
]);
const USES = ['place', 'check', 'event', 'tiananmen'] as const;
type Use = (typeof USES)[number];

/** What has the focus: enough to tell where a key went. */
interface Focus {
  tag: string;
  space: string | null;
  target: boolean;
  card: string | null;
  use: string | null;
  testid: string | null;
  confirm: string | null;
  inQuestion: boolean;
}

class KeyboardPlayer {
  keys = 0;
  /** the decision under way, for the report of a key that lost the focus */
  at = '';
  readonly problems: string[] = [];
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  /** One key; then the focus must settle on something that is not the page itself. */
  async press(key: string): Promise<void> {
    this.keys++;
    const from = JSON.stringify(await this.focus());
    await this.page.keyboard.press(key);
    const ok = await this.page
      .waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, null, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!ok) this.problems.push(`${this.lang} ${this.at}: focus on <body> after ${key} from ${from}`);
  }

  focus(): Promise<Focus> {
    return this.page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName ?? '',
        space: a?.getAttribute('data-focus') ?? null,
        target: !!a?.closest('.space.target'),
        card: a?.closest('[data-testid=hand]') ? a.getAttribute('data-card') : null,
        use: a?.getAttribute('data-use') ?? null,
        testid: a?.getAttribute('data-testid') ?? null,
        confirm: a?.getAttribute('data-confirm') ?? null,
        inQuestion: !!a?.closest('[data-testid=action-bar]'),
      };
    });
  }

  async axe(moment: string): Promise<void> {
    for (const v of await seriousViolations(this.page)) this.problems.push(`${this.lang} ${moment}: ${v}`);
  }

  /** Each roll and scoring logged since `from` was said in the live region, as its sentence. */
  async heard(entries: readonly LogEntry[]): Promise<void> {
    for (const e of entries) {
      if (!SAID.has(e.key)) continue;
      const sentence = saidOf(this.lang, e)!;
      const ok = await this.page
        .waitForFunction((s) => (window as unknown as { said: string[] }).said.some((x) => x.includes(s)), sentence, { timeout: 5000 })
        .then(() => true)
        .catch(() => false);
      if (!ok) this.problems.push(`${this.lang}: not said: ${sentence}`);
    }
  }
}

/** Every text the live region is given, kept in the page (it keeps only its newest few). */
async function recordSaid(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { said: string[] };
    w.said = [];
    new MutationObserver((ms) => {
      for (const m of ms)
        for (const n of m.addedNodes) if (n instanceof HTMLElement && n.parentElement?.matches('[data-testid=announce]')) w.said.push(n.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

const done = async (page: Page) => (await recordOf(page)).actions.length;

/** Keys pressed to pick `card` from the hand and play it for `use` (6.0). */
async function playCard(p: KeyboardPlayer, card: number, use: Use | 'event'): Promise<void> {
  if ((await p.focus()).card === null) await p.press('h');
  for (let n = 0; n < 12 && (await p.focus()).card !== String(card); n++) await p.press('ArrowRight');
  expect((await p.focus()).card).toBe(String(card));
  await p.press('Enter');
  // the picked card's first use has the focus; Tab goes along its uses
  for (let n = 0; n < 4 && (await p.focus()).use !== use; n++) await p.press('Tab');
  expect((await p.focus()).use).toBe(use);
  await p.press('Enter');
  // 4.5.4: a warning that a scoring card stays held is answered "play anyway"
  if ((await p.focus()).confirm === 'no') {
    await p.press('Shift+Tab');
    await p.press('Enter');
  }
}

/** The hand's cards in their order on the page. */
const handOrder = (page: Page) => page.$$eval('[data-testid=hand] button.card', (els) => els.map((e) => Number(e.getAttribute('data-card'))));

type Pick = (legal: Action[], hand: number[]) => { card: number; use: Use | 'event' } | null;

/**
 * One decision by keys: the cover's button, a result card's Continue, a card of the hand and its
 * use, a target of the map, or the question's controls (Enter on the control that has the focus,
 * else the next one by Tab). Returns the use chosen when it picked a card.
 */
async function decide(p: KeyboardPlayer, s: GameState, pick: Pick): Promise<string | null> {
  const page = p.page;
  p.at = `${s.prompt!.side} ${s.prompt!.kind}`;
  if (await page.$('[data-testid=cover]')) {
    expect((await p.focus()).testid).toBe('confirm-handover');
    await p.press('Enter');
    return null;
  }
  for (const sel of ['scoring-close', 'summary-close'])
    if (await page.$(`[data-testid=${sel}]`)) {
      if ((await p.focus()).testid !== sel) await p.press('q');
      expect((await p.focus()).testid).toBe(sel);
      await p.press('Enter');
      return null;
    }
  const legal = legalActions(s);
  if (s.prompt!.kind === 'actionRound') {
    const choice = pick(legal, await handOrder(page));
    if (choice) {
      await playCard(p, choice.card, choice.use);
      return choice.use;
    }
  }
  if (legal.some((a) => a.type === 'place' || a.type === 'check' || a.type === 'remove')) {
    // the focus is on a target already (the next thing to do): Enter takes it
    if (!(await p.focus()).target) {
      p.problems.push(`${p.lang} ${p.at}: the focus is not on a target: ${JSON.stringify(await p.focus())}`);
      await p.press('t');
    }
    expect((await p.focus()).target).toBe(true);
    await p.press('Enter');
    return null;
  }
  const before = await done(page);
  if (!(await p.focus()).inQuestion) await p.press('q');
  for (let n = 0; n < 10; n++) {
    if ((await p.focus()).confirm === 'no') await p.press('Shift+Tab');
    await p.press('Enter');
    if ((await done(page)) > before || (await page.$('[data-testid=cover]'))) return null;
    await p.press('Tab');
  }
  throw new Error(`no control of ${s.prompt!.kind} acted`);
}

interface Round {
  use: string;
  side: string;
  keys: number;
}

/**
 * Decide until `stop`, checking after each decision that its rolls and scorings were said, and axe
 * at the moments `moment` names. The keys of each action round are counted from its card's pick to
 * its last decision (the covers and result cards between are the handover's, not the round's).
 */
async function playUntil(
  p: KeyboardPlayer,
  stop: (s: GameState) => boolean,
  pick: Pick,
  moment: (s: GameState) => string | null,
  rounds: Round[],
  limit: number,
): Promise<GameState> {
  let s = await stateOf(p.page);
  let round: Round | null = null;
  for (let n = 0; n < limit && s.prompt && !stop(s); n++) {
    const m = moment(s);
    if (m) await p.axe(m);
    const aside = (await p.page.$('[data-testid=cover], [data-testid=scoring-close], [data-testid=summary-close]')) !== null;
    if (!aside && s.prompt.kind === 'actionRound' && round) {
      rounds.push(round);
      round = null;
    }
    const keys = p.keys;
    const use = await decide(p, s, pick);
    if (use) round = { use, side: s.prompt.side, keys: 0 };
    if (round && !aside && s.prompt.side === round.side) round.keys += p.keys - keys;
    const after = await stateOf(p.page);
    await p.heard(logEntries(after).slice(logEntries(s).length));
    s = after;
  }
  if (round) rounds.push(round);
  return s;
}

/** A state just before a scoring card is played (its power struggle next), reached by the engine. */
function beforeScoring(seed: string): { rec: ReturnType<typeof makeRecord>; state: GameState } {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; s.prompt && n < 3000; n++) {
    const legal = legalActions(s);
    if (s.prompt.kind === 'actionRound' && legal.some((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring')) break;
    const a = legal[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, a);
    actions.push(a);
  }
  return { rec: makeRecord({ seed }, actions, s), state: s };
}

describe.skipIf(!runBrowserTests)('a game by the keyboard alone', () => {
  const site = useSite();

  for (const lang of ['en', 'pl', 'de'] as const)
    it(`setup, each use of a card and a power struggle, in ${lang}`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await fixEntropy(page, lang === 'en' ? 11 : lang === 'pl' ? 12 : 13);
      await recordSaid(page);
      await page.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
      const p = new KeyboardPlayer(page, lang);
      await page.goto(site.url);
      await page.waitForSelector('[data-testid=start]');
      await p.axe('new-game dialog');
      // the start button by Tab, then Enter
      for (let n = 0; n < 40 && (await p.focus()).testid !== 'start'; n++) await p.press('Tab');
      expect((await p.focus()).testid).toBe('start');
      await p.press('Enter');
      await page.waitForSelector('[data-testid=cover]');
      await p.axe('cover');

      // 3.0 the setup, then action rounds until each use has been played once (the first card of the hand that may be)
      const used = new Set<Use>();
      const rounds: Round[] = [];
      const notScoring = (legal: Action[], hand: number[], use: Use) =>
        hand.find((c) => CARDS[c]!.side !== 'scoring' && legal.some((a) => a.type === 'play' && a.card === c && a.use === use));
      const pick: Pick = (legal, hand) => {
        for (const use of USES.filter((u) => !used.has(u))) {
          const card = notScoring(legal, hand, use);
          if (card !== undefined) {
            used.add(use);
            return { card, use };
          }
        }
        const card = notScoring(legal, hand, 'place');
        return card === undefined ? null : { card, use: 'place' };
      };
      let named = 0;
      let setupSeen = false;
      const moment = (s: GameState): string | null => {
        if (s.prompt?.kind === 'setupPlace' && !setupSeen) {
          setupSeen = true;
          return 'setup';
        }
        if (used.size > named) {
          named = used.size;
          return `after choosing ${[...used].at(-1)}`;
        }
        return null;
      };
      // on to the round after the one that played the last use
      await playUntil(p, (s) => used.size === USES.length && s.prompt?.kind === 'actionRound', pick, moment, rounds, 400);
      expect([...used].sort()).toEqual([...USES].sort());

      // 8.0 a power struggle: a scoring card played, the struggle to its end and its scoring (9.0)
      const ps = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
      await fixEntropy(ps, lang === 'en' ? 21 : lang === 'pl' ? 22 : 23);
      await recordSaid(ps);
      const { rec, state } = beforeScoring(`kb-ps-${lang}`);
      await openRecord(ps, site.url, rec, lang);
      await ps.waitForSelector('[data-testid=cover]');
      const q = new KeyboardPlayer(ps, lang);
      const scoring = legalActions(state).find((a): a is Extract<Action, { type: 'play' }> => a.type === 'play' && CARDS[a.card]!.side === 'scoring')!;
      await q.press('Enter');
      await playCard(q, scoring.card, 'event');
      const psRounds: Round[] = [];
      let saw = false;
      const scored = (x: GameState) =>
        logEntries(x)
          .slice(logEntries(state).length)
          .some((e) => e.key === 'countryScored');
      const struggle = await playUntil(
        q,
        (x) => scored(x),
        () => null,
        (x) => {
          if (!x.ps || saw) return null;
          saw = true;
          return 'power struggle';
        },
        psRounds,
        150,
      );
      expect(saw).toBe(true);
      expect(scored(struggle)).toBe(true);
      // the scoring's result card waits for Continue, after the cover when the screen passes: it has the focus
      if (await ps.$('[data-testid=cover]')) await q.press('Enter');
      await ps.waitForSelector('[data-testid=scoring-close]');
      await q.axe('scoring');
      expect((await q.focus()).testid).toBe('scoring-close');
      await q.press('Enter');

      console.log(`${lang}: keys per action round`, JSON.stringify(rounds), `the struggle: ${q.keys} keys`);
      expect([...p.problems, ...q.problems]).toEqual([]);
      // a typical action round: ≤ 10 keys from the hand to its last target
      for (const use of ['place', 'check', 'tiananmen']) {
        const first = rounds.find((r) => r.use === use)!;
        expect(first.keys, `${use}: ${first.keys} keys`).toBeLessThanOrEqual(10);
      }
      await page.close();
      await ps.close();
    }, 240_000);
});
