/**
 * Driving the page by the engine's actions: seeded records played by fixed policies, and each
 * action done with the mouse on the element that offers it (hand card and use, map space,
 * power-struggle card, prompt button).
 */
import type { Page } from 'playwright-core';
import { apply, legalActions, logEntries, makeRecord, newGame, replay, type Action, type GameRecord, type GameState } from '../../src/engine';
import { SPACES } from '../../src/engine/data';
import { clicksFor, spaceTarget } from '../controls';

export type Policy = (s: GameState, legal: Action[], n: number) => Action;

/** One of the first three legal actions in turn (the screenshots' policy). */
export const rotating: Policy = (_s, legal, n) => legal[(n * 7) % Math.min(legal.length, 3)]!;

/** Play a seeded game by a policy until `stop` says so (or the game ends). */
export function record(seed: string, policy: Policy, stop: (s: GameState, n: number) => boolean): { record: GameRecord; state: GameState } {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; s.prompt && !stop(s, n) && n < 5000; n++) {
    const a = policy(s, legalActions(s), n);
    s = apply(s, a);
    actions.push(a);
  }
  return { record: makeRecord({ seed }, actions, s), state: s };
}

/**
 * A seeded game ('shots' unless told) played until `stop`, the actions `prefer` ranks highest
 * first and one of the first three in turn among them, with the computer at the Communist's seat.
 */
export function reachAgainstComputer(stop: (s: GameState) => boolean, prefer: (a: Action) => number = () => 0, seed = 'shots'): GameRecord {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; n < 3000 && s.prompt && !stop(s); n++) {
    const legal = legalActions(s);
    const pick = [...legal].sort((a, b) => prefer(b) - prefer(a))[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, pick);
    actions.push(pick);
  }
  if (!stop(s)) throw new Error('no such state');
  return makeRecord({ seed }, actions, s, { computer: { communist: 'easy' } });
}

/** Open the page with a saved game and resume it (the cover is up then). */
export async function openRecord(page: Page, url: string, rec: GameRecord, lang = 'en'): Promise<void> {
  await page.addInitScript(
    ([r, l]) => {
      if (!sessionStorage.getItem('jn-loaded')) {
        localStorage.setItem('jn1989.record', r);
        sessionStorage.setItem('jn-loaded', '1');
      }
      localStorage.setItem('jn1989.lang', l);
    },
    [JSON.stringify(rec), lang] as const,
  );
  await page.goto(url);
  await page.click('[data-testid=resume]');
}

export async function recordOf(page: Page): Promise<GameRecord> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('jn1989.record')!) as GameRecord);
}

/** The state of the game in the page, rebuilt from its saved record. */
export async function stateOf(page: Page): Promise<GameState> {
  return replay(await recordOf(page));
}

/** A map space's box lies inside the visible map (the viewBox may show only part of the map). */
async function inView(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    const svg = el.closest('svg')!.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    return r.left >= svg.left && r.right <= svg.right && r.top >= svg.top && r.bottom <= svg.bottom && r.width > 0;
  });
}

/** Do one action with the mouse, or by taps on a touch screen (zooming out when a target is off the map's view). */
export async function perform(page: Page, a: Action, how: 'click' | 'tap' = 'click'): Promise<void> {
  if (how === 'tap' && (a.type === 'place' || a.type === 'check' || a.type === 'remove')) return tapSpace(page, a.space);
  // a non-optional click waits for its control: the store saves an action before React renders
  for (const c of clicksFor(a)) {
    if (c.optional && !(await page.$(c.selector))) continue;
    await (how === 'tap' ? page.tap(c.selector) : page.click(c.selector));
  }
}

/** A tap on a target space's centre, which must be the target there (not a control above it). */
async function tapSpace(page: Page, space: string): Promise<void> {
  const target = spaceTarget(space);
  // a target off the map's view: the whole map, as a player would ask for
  if (!(await inView(page, target))) await page.tap('[data-testid=zoom-fit]');
  const centre = () =>
    page.$eval(target, (el) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      return { x, y, hit: !!document.elementFromPoint(x, y)?.closest(`[data-space="${el.getAttribute('data-space')}"]`) };
    });
  let at = await centre();
  // under the zoom buttons: the whole map, as a player would (its corners are clear of them)
  if (!at.hit) {
    await page.tap('[data-testid=zoom-fit]');
    at = await centre();
  }
  if (!at.hit) throw new Error(`${space} is covered at (${at.x}, ${at.y})`);
  const before = (await recordOf(page)).actions.length;
  await page.touchscreen.tap(at.x, at.y);
  // a first tap on a target with odds or a cost shows them on the map; a second acts
  const shown = await page.waitForFunction(
    ([n, id]) =>
      JSON.parse(localStorage.getItem('jn1989.record') ?? '{"actions":[]}').actions.length > n ||
      (document.querySelector(`[data-tip-space="${id}"] [data-testid=tap-again]`) ? 'again' : false),
    [before, space] as const,
    { timeout: 5000 },
  );
  if ((await shown.jsonValue()) !== 'again') return;
  // the space where it is now: the map may have settled into a new size since the first tap
  const again = await centre();
  await page.touchscreen.tap(again.x, again.y);
}

/**
 * A power struggle played to a known shape (8.2–8.4): the Democrat raises, the Communist does not;
 * the first card leads; one match, then a concession; any other decision takes the first offer.
 */
export function struggleScript(s: GameState): Action {
  const legal = legalActions(s);
  const kind = s.prompt!.kind;
  if (kind === 'psRaise') return legal.find((a) => a.type === (s.prompt!.side === 'democrat' ? 'raise' : 'done'))!;
  if (kind === 'psDefend') {
    const log = logEntries(s);
    let start = log.length - 1;
    while (start > 0 && log[start]!.key !== 'psStart') start--;
    const matched = log.slice(start).some((e) => e.key === 'psMatch');
    return (matched ? undefined : legal.find((a) => a.type === 'psPlay')) ?? legal.find((a) => a.type === 'concede')!;
  }
  return legal[0]!;
}

/** The SPs the map shows, by space id. */
export async function mapSupport(page: Page): Promise<Record<string, { communist: number; democrat: number }>> {
  return page.$$eval('[data-space]', (els) =>
    Object.fromEntries(
      els.map((e) => [
        e.getAttribute('data-space')!,
        { communist: Number(e.querySelector('.sp-c')?.textContent ?? 0), democrat: Number(e.querySelector('.sp-d')?.textContent ?? 0) },
      ]),
    ),
  );
}

/** The SPs of a state, by space id, for comparing with the map. */
export function supportById(s: GameState): Record<string, { communist: number; democrat: number }> {
  return Object.fromEntries(SPACES.map((sp) => [sp.id, { communist: s.support[sp.index]!.communist, democrat: s.support[sp.index]!.democrat }]));
}

/**
 * Tests only: make the page's crypto.getRandomValues a seeded xorshift, so the fresh entropy the
 * store draws for each action (and the game id) is the same on every run. The players' page has
 * no such switch; this replaces the browser's function from the test.
 */
export async function fixEntropy(page: Page, seed: number): Promise<void> {
  await page.addInitScript((start) => {
    let x = start >>> 0 || 1;
    crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
      const b = new Uint8Array(array!.buffer, array!.byteOffset, array!.byteLength);
      for (let i = 0; i < b.length; i++) {
        x ^= x << 13;
        x >>>= 0;
        x ^= x >>> 17;
        x ^= x << 5;
        x >>>= 0;
        b[i] = x & 255;
      }
      return array;
    };
  }, seed);
}

/**
 * Load a record file through the page's Load file button, answering its question if it asks one
 * (13: a file with something to tell asks first; a record as the page writes it, with no game
 * running, loads at once), until `loaded` shows.
 */
export async function importRecordFile(page: Page, file: string, loaded = '[data-testid=history]'): Promise<void> {
  await page.setInputFiles('[data-testid=import]', file);
  await page.waitForSelector(`[data-testid=load-ask], ${loaded}`);
  if (await page.$('[data-testid=load-ask]')) await page.click('[data-testid=load-ask-load]');
  await page.waitForSelector(loaded);
}

/** Close the result cards up (a scoring, the end of a turn) as a person would: the computer waits for them. */
export async function continueResults(page: Page): Promise<void> {
  for (const sel of ['[data-testid=scoring-close]', '[data-testid=summary-close]']) if (await page.$(sel)) await page.click(sel).catch(() => undefined);
}
