/**
 * The side panel measured as a player sees it (tests/e2e/side-panel.test.ts, side-shots.ts): seeded
 * positions where the Democrat picks a card or must make a choice, how many lines of the log show,
 * and whether a control lies wholly in view, inside every box that scrolls around it.
 */
import type { Page } from 'playwright-core';
import { CARDS } from '../../src/engine/data';
import type { GameRecord, GameState } from '../../src/engine';
import { openRecord, record, type Policy } from './drive';

/** Any of the legal actions, a seed's own way through them: each position below comes up in its game. */
const wander =
  (seed: string): Policy =>
  (_s, legal, n) =>
    legal[(n * 7 + seed.length) % legal.length]!;

const democrat = (kind: string) => (s: GameState) => s.prompt?.side === 'democrat' && s.prompt.kind === kind;

/** Positions of a hotseat game, each at a decision of the Democrat. */
export const SCENES = {
  /** 4.5.2: an action round of the second turn, the log some 100 lines long */
  round: { seed: 's1', stop: (s: GameState) => democrat('actionRound')(s) && s.turn === 2 && s.round === 2 },
  /** 6.3.5: the Tiananmen Square award, a card to discard among eight, each with its event's text */
  swap: { seed: 's17', stop: democrat('swapCard') },
  /** 8.2.2: raising the stakes, power-struggle cards to discard at the struggle's table */
  raiseDiscard: { seed: 's15', stop: (s: GameState) => democrat('psRaiseDiscard')(s) && s.hands.democrat.length >= 4 },
  /** #77: a card of the hand to set aside */
  setAside: { seed: 's2', stop: democrat('card77:setAside') },
  /** #78: a Worker space among eleven, as buttons under the card */
  select: { seed: 's16', stop: democrat('card78:target') },
  /** 7.1: the opponent's event, before or after the Operations, under its card */
  timing: { seed: 's0', stop: democrat('eventTiming') },
} as const;
export type Scene = keyof typeof SCENES;

export function sceneRecord(scene: Scene): GameRecord {
  const { seed, stop } = SCENES[scene];
  return record(seed, wander(seed), (s) => stop(s)).record;
}

/** Open a scene's position and pass the screen to the Democrat. */
export async function openScene(page: Page, url: string, scene: Scene, lang = 'en'): Promise<void> {
  await openRecord(page, url, sceneRecord(scene), lang);
  await page.waitForSelector('[data-testid=confirm-handover]');
  await page.click('[data-testid=confirm-handover]');
  await page.waitForSelector('[data-testid=hand] .hand-strip');
}

/** Pick the first card of the hand whose event is the opponent's (its Event use says why not), and wait for its uses. */
export async function pickOpponentCard(page: Page): Promise<void> {
  const cards = await page.$$eval('[data-testid=hand] button[data-card]', (els) => els.map((e) => Number(e.getAttribute('data-card'))));
  const card = cards.find((c) => CARDS[c]?.side === 'communist') ?? cards[0]!;
  await page.click(`[data-testid=hand] button[data-card="${card}"]`);
  await page.waitForSelector('[data-use=place]');
}

/** The lines of the log wholly in view: inside the log's scroll box, the side panel and the window. */
export function visibleLogLines(page: Page): Promise<number> {
  return page.evaluate(() => {
    const log = document.querySelector('[data-testid=log]');
    if (!log) return 0;
    const boxes = [log.getBoundingClientRect(), document.querySelector('.side')!.getBoundingClientRect()];
    const top = Math.max(0, ...boxes.map((b) => b.top));
    const bottom = Math.min(innerHeight, ...boxes.map((b) => b.bottom));
    return [...log.querySelectorAll('.log li')].filter((li) => {
      const r = li.getBoundingClientRect();
      return r.height > 0 && r.top >= top - 0.5 && r.bottom <= bottom + 0.5;
    }).length;
  });
}

/** The first element for `selector` lies wholly in the window and inside every box around it that clips or scrolls. */
export function wholeInView(page: Page, selector: string): Promise<boolean> {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
    for (let p = el.parentElement; p; p = p.parentElement) {
      const style = getComputedStyle(p);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = p.getBoundingClientRect();
      if (r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5 || r.left < b.left - 0.5 || r.right > b.right + 0.5) return false;
    }
    return true;
  });
}

/** How far the side panel as a whole would scroll (0: all of it in view). */
export function sideOverflow(page: Page): Promise<number> {
  return page.$eval('.side', (el) => el.scrollHeight - el.clientHeight);
}

/** The first option a scene's choice offers. */
export const FIRST_OPTION = '.prompt .picker button, .prompt .buttons button, .ps-table button[data-ps-card]';
