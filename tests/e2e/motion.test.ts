/**
 * Moves you can see happen, in real Chromium against the computer (issue 27, item 4): a support
 * check's die lands on the map beside its total and target (6.2), a Tiananmen Square attempt's die
 * beside its total and what it needed (6.3.2), nothing moves with prefers-reduced-motion, the
 * computer's steps are narrated (on a phone no card on its way covers them), and the end-of-turn
 * summary shows the engine's figures; axe finds no serious or critical violation with them on
 * screen; the sound switch starts off.
 */
import { viewAtTurnStart } from '../turnAt';
import { describe, expect, it } from 'vitest';
import { legalActions, logEntries, type Action, type GameRecord, type GameState } from '../../src/engine';
import { SPACES } from '../../src/engine/data';
import { loadAllLanguages, spaceName } from '../../src/i18n';
import { NAME_UNITS_PER_CHAR } from '../../src/ui/motion/Motion';
import { turnSummary } from '../../src/ui/TurnSummary';
import { openRecord, perform, reachAgainstComputer, recordOf, stateOf } from './drive';
import { runBrowserTests, seriousViolations, useSite } from './harness';

/** A seeded game played by a simple policy until `stop`, with the computer at the Communist's seat. */
const reach = (stop: (s: GameState) => boolean, prefer?: (a: Action) => number): GameRecord => reachAgainstComputer(stop, prefer);

describe.skipIf(!runBrowserTests)('moves you can see happen (Chromium)', () => {
  const site = useSite(loadAllLanguages);
  const check = reach(
    (s) => s.prompt?.kind === 'supportCheck' && s.prompt.side === 'democrat' && s.round > 1,
    (a) => (a.type === 'play' && a.use === 'check' ? 2 : 0),
  );

  for (const reduced of [false, true])
    it(`6.2: a support check's die ${reduced ? 'does not roll with prefers-reduced-motion' : 'lands beside its total and target'}`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 }, reducedMotion: reduced ? 'reduce' : 'no-preference' });
      await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=400`, check);
      await page.waitForSelector('.space.target');
      // the moves' chunk is there before the click
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/Motion-')));
      // a first check: the board's lazily loaded parts take their loaded form at the first move after loading
      const first = legalActions(await stateOf(page)).find((x): x is Extract<Action, { type: 'check' }> => x.type === 'check')!;
      await perform(page, first);
      await page.waitForTimeout(4000);
      const s = await stateOf(page);
      expect(s.prompt?.kind).toBe('supportCheck');
      const a = legalActions(s).find((x): x is Extract<Action, { type: 'check' }> => x.type === 'check')!;
      await perform(page, a);
      // the die has landed within a second; a loaded machine may take longer to paint it (it stays 3.2 s)
      if (!reduced) await page.waitForSelector(`.die-callout.landed[data-check="${a.space}"]`, { timeout: 10_000 }).catch(() => null);
      else await page.waitForTimeout(900);
      const callout = await page.$(`.die-callout[data-check="${a.space}"]`);
      if (reduced) {
        expect(callout).toBeNull();
        expect(await page.$('[data-testid=motion-layer]')).toBeNull();
        // the die is still on the map, as a still mark
        expect(await page.$(`[data-marks="${a.space}"] .die`)).not.toBeNull();
      } else {
        expect(callout).not.toBeNull();
        const entry = [...logEntries(await stateOf(page))].reverse().find((e) => e.key === 'supportCheck')!;
        expect(await callout!.getAttribute('data-die')).toBe(String(entry.params.die));
        expect(await page.$eval(`.die-callout[data-check="${a.space}"] .die-face`, (el) => el.getAttribute('data-face'))).toBe(String(entry.params.die));
        expect(await page.textContent(`.die-callout[data-check="${a.space}"] .die-total`)).toBe(`total ${entry.params.total} · target ${entry.params.target}`);
        // the space's name lies inside its box
        const fit = await page.$eval(`.die-callout[data-check="${a.space}"]`, (el) => {
          const name = (el.querySelector('.die-space') as SVGTextElement).getBoundingClientRect();
          const box = el.querySelector('.die-callout-bg')!.getBoundingClientRect();
          return { name: name.right, box: box.right };
        });
        expect(fit.name).toBeLessThan(fit.box);
        // and so would every space's name in every language: its length before it is measured is
        // no shorter than the browser sets it in the callout's font
        const names = SPACES.flatMap((sp) => (['en', 'pl', 'de'] as const).map((l) => spaceName(l, sp.id)));
        const short = await page.$eval(
          `.die-callout[data-check="${a.space}"] .die-space`,
          (el, [all, perChar]) =>
            all.filter((name) => {
              const probe = el.cloneNode() as SVGTextElement;
              probe.textContent = name;
              el.parentNode!.appendChild(probe);
              const w = probe.getComputedTextLength();
              probe.remove();
              return w > perChar * name.length;
            }),
          [names, NAME_UNITS_PER_CHAR] as const,
        );
        expect(short).toEqual([]);
      }
      await page.close();
    });

  const tiananmen = reach((s) => s.turn === 1 && s.round === 2 && s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat');
  const tiananmenPlay = (s: GameState) => legalActions(s).find((x): x is Extract<Action, { type: 'play' }> => x.type === 'play' && x.use === 'tiananmen')!;

  for (const reduced of [false, true])
    it(`6.3.2: a Tiananmen Square attempt's die lands beside its total and what it needed${reduced ? ', at once with prefers-reduced-motion' : ''}; axe-clean`, async () => {
      const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 }, reducedMotion: reduced ? 'reduce' : 'no-preference' });
      await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=400`, tiananmen);
      await page.waitForSelector('[data-testid=hand]');
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/Motion-')));
      // the moves' layer takes the log it finds when it mounts as seen: the move comes after it is on the page
      await page.waitForSelector('.motion-top', { state: 'attached' });
      await perform(page, tiananmenPlay(await stateOf(page)));
      if (reduced) {
        // no tumbling: the final face and the words are there from the start
        await page.waitForSelector('[data-roll=tiananmen]', { timeout: 10_000 });
        expect(await page.$eval('[data-roll=tiananmen]', (el) => el.classList.contains('landed'))).toBe(true);
        expect(await page.$eval('[data-roll=tiananmen] .die-tumble', (el) => getComputedStyle(el).animationName)).toBe('none');
      } else await page.waitForSelector('[data-roll=tiananmen].landed', { timeout: 10_000 });
      const entry = [...logEntries(await stateOf(page))].reverse().find((e) => e.key === 'tiananmenAttempt')!;
      const roll = '[data-roll=tiananmen]';
      expect(await page.getAttribute(roll, 'data-die')).toBe(String(entry.params.die));
      expect(await page.$eval(`${roll} .die-face`, (el) => el.getAttribute('data-face'))).toBe(String(entry.params.die));
      expect(await page.textContent(`${roll} .roll-total`)).toBe(`total ${entry.params.total} · needed ${entry.params.needed}`);
      expect(await page.textContent(`${roll} .roll-outcome`)).toBe(entry.params.success ? 'success' : 'failed');
      expect(await page.getAttribute(`${roll} svg.roll-die`, 'aria-label')).toBe(`Die ${entry.params.die}`);
      // under the narration's place at the top of the map, inside the map
      const [box, map] = await Promise.all([
        page.$eval(roll, (el) => el.getBoundingClientRect().toJSON()),
        page.$eval('.map-wrap', (el) => el.getBoundingClientRect().toJSON()),
      ]);
      expect(box.top).toBeGreaterThanOrEqual(map.top);
      expect(box.left).toBeGreaterThanOrEqual(map.left);
      expect(await seriousViolations(page)).toEqual([]);
      await page.close();
    });

  it("on a phone a card on its way never covers the computer's narration", async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=400`, tiananmen);
    await page.waitForSelector('[data-testid=hand]');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => r.name.includes('/Motion-')));
    await page.waitForSelector('.motion-top', { state: 'attached' });
    // every frame: the boxes of the visible cards in flight against the narration's
    await page.evaluate(`(() => {
      window.__flight = { both: 0, overlaps: [] };
      const tick = () => {
        const n = document.querySelector('[data-testid=narration]');
        const flights = [...document.querySelectorAll('.card-flight')].filter((f) => Number(getComputedStyle(f).opacity) > 0.05);
        if (n && flights.length > 0) {
          window.__flight.both++;
          const a = n.getBoundingClientRect();
          for (const f of flights) {
            const b = f.getBoundingClientRect();
            if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
              window.__flight.overlaps.push(f.textContent + ' at ' + Math.round(b.left) + ',' + Math.round(b.top));
          }
        }
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    // the player's attempt, then the computer's round: its card goes to its pile while its steps are told
    await perform(page, tiananmenPlay(await stateOf(page)), 'tap');
    await page.waitForFunction('window.__flight.both > 10', undefined, { timeout: 30_000 });
    await page.waitForFunction(() => !document.querySelector('.card-flight'), undefined, { timeout: 10_000 });
    const seen = (await page.evaluate('window.__flight')) as { both: number; overlaps: string[] };
    expect(seen.both).toBeGreaterThan(10);
    expect(seen.overlaps).toEqual([]);
    await page.close();
  });

  it("the computer's steps narrated, the end-of-turn summary with the engine's figures, axe-clean; sounds off", async () => {
    const endOfTurn = reach((s) => s.turn === 1 && s.round === 7 && s.prompt?.kind === 'actionRound' && s.prompt.side === 'democrat');
    const page = await site.browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openRecord(page, `${site.url}?aiPlayouts=2&aiPace=200`, endOfTurn);
    await page.waitForSelector('.space');
    let narrated = false;
    for (let n = 0; n < 80 && !(await page.$('[data-testid=turn-summary]')); n++) {
      if (await page.$('[data-testid=narration]')) narrated = true;
      const s = await stateOf(page);
      if (s.prompt?.side === 'democrat' && !(await page.$('[data-testid=ai-thinking]'))) {
        const legal = legalActions(s);
        await perform(page, legal.find((x) => x.type === 'play' && x.use === 'place') ?? legal[0]!).catch(() => null);
      }
      await page.waitForTimeout(250);
    }
    await page.waitForSelector('[data-testid=turn-summary]');
    const summary = turnSummary(viewAtTurnStart(await recordOf(page), 2))!;
    const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
    const vpText = await page.textContent('[data-testid=summary-vp]');
    expect(vpText).toBe(summary.vp.from === summary.vp.to ? `${signed(summary.vp.to)}, unchanged` : `${signed(summary.vp.from)} → ${signed(summary.vp.to)}`);
    // a card on its way fades in and out: axe reads the page once it has arrived
    await page.waitForFunction(() => !document.querySelector('.card-flight, .die-callout'));
    expect(await violations()).toEqual([]);
    // the sound switch, in the game menu, starts off
    expect(await page.isChecked('[data-testid=setting-sound]')).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('jn1989.sound'))).toBeNull();
    await page.click('[data-testid=summary-close]');
    expect(await page.$('[data-testid=turn-summary]')).toBeNull();
    // the computer waited for the summary to be closed: its first move of the new turn is narrated now
    if (!narrated) narrated = await page.waitForSelector('[data-testid=narration]', { timeout: 15_000 }).then(() => true);
    expect(narrated).toBe(true);
    await page.close();

    function violations() {
      return seriousViolations(page);
    }
  });
});
