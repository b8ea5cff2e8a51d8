/**
 * Screenshots for the README (run: npx tsx tests/e2e/shots.ts [en|pl|de] [laptop|tablet|phone]): the
 * new-game dialog, setup, an action round, a support check, a power struggle, the end screen, and the
 * board on a phone, a tablet (upright and on its side) and a laptop, each reached by a seeded game
 * played by a fixed policy (a last argument takes only that screen).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apply, legalActions, makeRecord, newGame, type Action, type GameRecord, type GameState } from '../../src/engine';
import { CARDS } from '../../src/engine/data';
import { runScript, withBuiltSite } from './harness';
import { openRecord } from './drive';

/** Play seeded games with a simple deterministic policy until `stop` says so. */
function reach(seed: string, stop: (s: GameState) => boolean, prefer: (a: Action) => number = () => 0): GameRecord | null {
  let s = newGame({ seed });
  const actions: Action[] = [];
  for (let n = 0; n < 3000; n++) {
    if (stop(s)) return makeRecord({ seed }, actions, s);
    if (!s.prompt) break;
    const legal = legalActions(s);
    const pick = [...legal].sort((a, b) => prefer(b) - prefer(a))[(n * 7) % Math.min(legal.length, 3)]!;
    s = apply(s, pick);
    actions.push(pick);
  }
  return null;
}

async function main() {
  const out = fileURLToPath(new URL('../../docs', import.meta.url));
  mkdirSync(out, { recursive: true });
  const lang = process.argv[2] ?? 'en';
  const only = process.argv[3];
  /** a screen's name as its shots' names tell it: '' and 'laptop' are the laptop */
  const take = (name: string) => !only || name.replace(/^-/, '').startsWith(only) || (only === 'laptop' && (name === '' || name === 'laptop'));
  const setup = reach('shots', (s) => s.actionCount === 5);
  const round = reach('shots', (s) => s.prompt?.kind === 'actionRound' && s.turn === 1 && s.round === 3);
  const check = reach(
    'shots',
    (s) => s.prompt?.kind === 'supportCheck' && s.round > 1,
    (a) => (a.type === 'play' && a.use === 'check' ? 2 : 0),
  );
  const ps = reach(
    'shots',
    (s) => s.prompt?.kind === 'psAttack' && (s.ps?.hands[s.prompt.side].length ?? 0) > 2,
    (a) => (a.type === 'play' && a.use === 'event' ? 3 : a.type === 'place' ? 1 : 0),
  );
  // scoring cards played at once, else the rotating choice: seed final-3 ends in final scoring
  const end = ((seed: string): GameRecord => {
    let s = newGame({ seed });
    const actions: Action[] = [];
    for (let n = 0; s.prompt && n < 5000; n++) {
      const legal = legalActions(s);
      const a = legal.find((x) => x.type === 'play' && CARDS[x.card]!.side === 'scoring') ?? legal[(n * 7) % Math.min(legal.length, 3)]!;
      s = apply(s, a);
      actions.push(a);
    }
    return makeRecord({ seed }, actions, s);
  })('final-3');
  await withBuiltSite(async ({ browser, url }) => {
    // the new-game dialog with the play balance bid chosen
    if (take('laptop')) {
      const dialog = await browser.newPage({ viewport: { width: 1366, height: 768 } });
      await dialog.addInitScript((l) => localStorage.setItem('jn1989.lang', l), lang);
      await dialog.goto(url);
      await dialog.fill('[data-testid=name-0]', 'Anna');
      await dialog.fill('[data-testid=name-1]', 'Jan');
      await dialog.check('[data-testid=balance-bid]');
      await dialog.screenshot({ path: `${out}/new-game${lang === 'en' ? '' : `-${lang}`}.png` });
      console.log('docs/new-game.png');
      await dialog.close();
    }
    // each moment on a laptop, and the support check and the power struggle on a tablet and a phone too
    const devices = [
      ['', 1366, 768],
      ['-tablet', 768, 1024],
      ['-phone', 390, 844],
    ] as const;
    for (const [name, rec] of [
      ['setup', setup],
      ['action-round', round],
      ['support-check', check],
      ['power-struggle', ps],
      ['end', end],
    ] as const)
      for (const [device, width, height] of name === 'support-check' || name === 'power-struggle' ? devices : devices.slice(0, 1)) {
        if (!take(device)) continue;
        if (!rec) {
          console.log(`no game reached ${name}`);
          continue;
        }
        const touch = width < 1000;
        const page = await browser.newPage({ viewport: { width, height }, hasTouch: touch, isMobile: width < 600 });
        await openRecord(page, url, rec, lang);
        if (name === 'end') await page.waitForSelector('[data-testid=end-screen]');
        else {
          await page.click('[data-testid=confirm-handover]');
          await page.waitForSelector('[data-testid=hand]');
        }
        if (name === 'action-round') await page.click('[data-testid=hand] .card >> nth=0');
        // the land is drawn from a chunk loaded after the first render
        await page.waitForSelector('.geo', { timeout: 5000 }).catch(() => undefined);
        // the pointer off the cards and the map (a hover would magnify a card or show a space's details)
        await page.mouse.move(width / 2, 2);
        await page.waitForTimeout(300);
        await page.screenshot({ path: `${out}/${name}${device}${lang === 'en' ? '' : `-${lang}`}.png` });
        console.log(`docs/${name}${device}.png (${rec.actions.length} actions)`);
        await page.close();
      }
    // phone, tablet held upright and laptop: the board of an action round with a card picked
    if (round) {
      for (const [name, width, height, touch] of [
        ['phone', 390, 844, true],
        ['tablet', 768, 1024, true],
        ['tablet-landscape', 1024, 768, true],
        ['laptop', 1366, 768, false],
      ] as const) {
        if (!take(name)) continue;
        const page = await browser.newPage({ viewport: { width, height }, hasTouch: touch, isMobile: width < 600 });
        await openRecord(page, url, round, lang);
        await page.click('[data-testid=confirm-handover]');
        await page.click('[data-testid=hand] button.card:not([disabled]) >> nth=0');
        await page.waitForSelector('.geo', { timeout: 5000 }).catch(() => undefined);
        await page.mouse.move(width - 2, height - 2);
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${out}/${name}${lang === 'en' ? '' : `-${lang}`}.png` });
        console.log(`docs/${name}.png`);
        await page.close();
      }
      // a phone during SP placement: the map framed on the targets, big enough to tap
      if (check && take('phone')) {
        const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
        await openRecord(page, url, check, lang);
        await page.click('[data-testid=confirm-handover]');
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${out}/phone-targets${lang === 'en' ? '' : `-${lang}`}.png` });
        console.log('docs/phone-targets.png');
        await page.close();
      }
    }
  });
}

runScript(main);
