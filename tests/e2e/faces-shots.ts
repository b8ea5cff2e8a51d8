/**
 * Screenshots of the card faces and the power-struggle table (run: npx tsx tests/e2e/faces-shots.ts
 * [en|pl|de] [laptop|tablet|phone]) into docs/screenshots/: a hand and a magnified card, a power
 * struggle in progress (cards laid down, a lead to match) and its result card, on a 1366×768 laptop,
 * a 768×1024 tablet held upright and a 390×844 phone.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { apply, legalActions, logEntries, makeRecord, newGame, type Action, type GameRecord, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { buildApp, launch, serve } from './harness';
import { openRecord } from './drive';

/** Cards played in the running struggle so far (leads, matches, Tactic Fails). */
export function playsInStruggle(s: GameState): number {
  const log = logEntries(s);
  let i = log.length - 1;
  while (i >= 0 && log[i]!.key !== 'psStart') i--;
  return log.slice(Math.max(i, 0)).filter((e) => e.key === 'psLead' || e.key === 'psMatch' || e.key === 'psTacticFails').length;
}

/** Scoring cards at once, in a struggle a card rather than a concession, else the rotating choice. */
function policy(s: GameState, legal: Action[], n: number): Action {
  const scoring = legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring');
  if (scoring) return scoring;
  if (s.prompt?.kind === 'psDefend' || s.prompt?.kind === 'psAttack') return legal.find((a) => a.type === 'psPlay') ?? legal[0]!;
  if (s.prompt?.kind === 'psRaise') return legal.find((a) => a.type === (n % 2 ? 'raise' : 'done'))!;
  return legal[(n * 7) % Math.min(legal.length, 3)]!;
}

/** A seeded game played by the policy up to the first state where `stop` holds. */
export function reach(seed: string, stop: (s: GameState) => boolean): GameRecord | null {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; n < 4000 && s.prompt; n++) {
    if (stop(s)) return makeRecord({ seed }, actions, s);
    const a = policy(s, legalActions(s), n);
    s = apply(s, a);
    actions.push(a);
  }
  return null;
}

export const inProgress = (s: GameState) => (s.prompt?.kind === 'psDefend' || s.prompt?.kind === 'psAttack') && playsInStruggle(s) >= 3;
export const atResult = (s: GameState) => s.prompt?.kind === 'psSurrender';
/** Just after a struggle: the next action round of the same turn, the struggle's summary on the page. */
export const afterStruggle = (s: GameState) => {
  if (s.ps || s.prompt?.kind !== 'actionRound') return false;
  const log = logEntries(s);
  const at = log.findLastIndex((e) => e.key === 'psStart');
  return at >= 0 && log.length - at < 40 && !log.slice(at).some((e) => e.key === 'turnStart');
};

/** The screens: a laptop, a tablet held upright, a phone. */
const DEVICES = {
  laptop: { viewport: { width: 1366, height: 768 } },
  tablet: { viewport: { width: 768, height: 1024 }, hasTouch: true },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

async function main() {
  const out = fileURLToPath(new URL('../../docs/screenshots', import.meta.url));
  mkdirSync(out, { recursive: true });
  const lang = process.argv[2] ?? 'en';
  const suffix = lang === 'en' ? '' : `-${lang}`;
  const round = reach('shots', (s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 3);
  const ps = reach('faces', inProgress);
  const result = reach('faces', atResult);
  const after = reach('faces', afterStruggle);
  const dir = await buildApp();
  const { url, server } = await serve(dir);
  const browser = await launch();
  const only = process.argv[3];
  const open = async (rec: GameRecord, device: keyof typeof DEVICES): Promise<Page> => {
    const page = await browser.newPage(DEVICES[device]);
    await openRecord(page, url, rec, lang);
    await page.click('[data-testid=confirm-handover]');
    await page.waitForSelector('.geo', { timeout: 5000 }).catch(() => undefined);
    await page.mouse.move(DEVICES[device].viewport.width - 1, DEVICES[device].viewport.height - 1);
    await page.waitForTimeout(400);
    return page;
  };
  const shot = async (page: Page, name: string) => {
    await page.screenshot({ path: `${out}/${name}${suffix}.png` });
    console.log(`docs/screenshots/${name}${suffix}.png`);
  };
  try {
    for (const device of ['laptop', 'tablet', 'phone'] as const) {
      if (only && only !== device) continue;
      const touch = device !== 'laptop';
      if (round) {
        const page = await open(round, device);
        await shot(page, `hand-${device}`);
        if (touch) {
          const card = (await page.$('[data-testid=hand] .magnifier >> nth=1'))!;
          await card.scrollIntoViewIfNeeded();
          const r = (await card.boundingBox())!;
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: r.x + r.width / 2, y: r.y + r.height / 2 }] });
          await page.waitForSelector('[data-testid=card-magnified]', { timeout: 3000 });
          await shot(page, `card-magnified-${device}`);
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        } else {
          await page.hover('[data-testid=hand] .magnifier >> nth=2');
          await page.waitForSelector('[data-testid=card-magnified]');
          await shot(page, `card-magnified-${device}`);
        }
        await page.close();
      }
      for (const [name, rec] of [
        ['ps-table', ps],
        ['ps-result', result],
        ['ps-after', after],
      ] as const) {
        if (!rec) {
          console.log(`no game reached ${name}`);
          continue;
        }
        const page = await open(rec, device);
        await page.waitForSelector(name === 'ps-after' ? '.last-ps' : '.ps-table');
        if (name === 'ps-after') await page.$eval('.last-ps', (el) => el.scrollIntoView({ block: 'start' }));
        await page.waitForTimeout(400);
        await shot(page, `${name}-${device}`);
        await page.close();
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1])
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
