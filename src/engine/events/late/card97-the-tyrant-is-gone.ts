/**
 * #97 The Tyrant is Gone (needs The Crowd Turns Against Ceausescu, #54; 7.6).
 *
 * Played after the Crowd has taken effect (its Romanian power struggle is over), it resolves at
 * once. Played before, it waits in front of the Democrat (7.6.3: the card stays in play, with the
 * lasting effect `{ card: 97, data: { waiting: true } }`: the event has not yet taken effect, ../voided.ts) and
 * resolves right after the next Romanian power struggle, before the next action round; not after
 * a New Year's Eve Party final struggle, since the game ends then (10.3). The waiting card's script
 * is then run again by the effect's hook and goes on past the wait.
 *
 * Resolving it: the Democrat removes 4 Communist SPs from Cluj-Napoca (skipped if eliminated) and
 * chooses a Romanian space without Democratic SPs where the Ceausescus flee (7.6.5). When he later
 * controls that space they are captured: +2 VP at once and the marker goes. Uncaptured at Final
 * Scoring, the Communist gets −2 VP. With no space to flee to, the Democrat gains 2 VP at once.
 * From then on the five Ceausescu events have no effect (7.6.4: their `voidedBy`, ../voided.ts).
 */
import { changeEffect } from '../../cow';
import { controls, countrySpaces, isInPlay, removeSupport } from '../../board';
import { allHooks } from '../../hooks';
import { push } from '../../machine';
import { log } from '../../log';
import type { GameState, LastingEffect } from '../../types';
import { defineCard } from '../registry';
import { scriptFrame } from '../script';
import { chooseSpace, gainVp, keepInPlay, leavePlay, local, startEffect, step, type Ctx, type Next } from '../steps';
import { idx, rowAt, spaceAt } from '../queries';

const CARD = 97;
const THE_CROWD = 54;
const CAPTURE_VP = 2;

/** 7.6.3: the Crowd has taken effect once its Romanian power struggle is over. */
const crowdHasTakenEffect = (s: GameState) => s.eventsPlayed.includes(THE_CROWD) && !s.effects.some((e) => e.card === THE_CROWD);
const effectOf = (s: GameState): LastingEffect | undefined => s.effects.find((e) => e.card === CARD);

/** 7.6.3: played before the Crowd has taken effect, the card waits (the script stops here until its hook runs it again). */
function waitForTheCrowd(c: Ctx): Next {
  if (effectOf(c.s)?.data?.waiting === true) {
    c.locals.waited = true;
    return;
  }
  if (crowdHasTakenEffect(c.s)) return;
  startEffect(c.s, CARD, c.side, { waiting: true });
  // the card sits in front of the Democrat until then
  keepInPlay(c.s, CARD);
  return 'stop';
}

function tyrantIsGone(c: Ctx): void {
  // a waiting card leaves the game now
  if (local(c, 'waited') === true) leavePlay(c.s, CARD, 'removed');
  // one effect for the card
  const e = effectOf(c.s);
  if (e) changeEffect(c.s, e, { data: { resolved: true } });
  else startEffect(c.s, CARD, 'democrat', { resolved: true });
  log(c.s, 'tyrantIsGone', { card: CARD });
}

/** Up to 4 Communist SPs leave Cluj-Napoca (logged with their owner as `target`, as removals of all SPs are). */
function clujNapoca(c: Ctx): void {
  const cluj = idx('cluj-napoca');
  if (!isInPlay(c.s, cluj)) return;
  const n = Math.min(4, rowAt(c.s, cluj).communist);
  removeSupport(c.s, cluj, 'communist', n);
  log(c.s, 'eventRemoveSupport', { card: CARD, target: 'communist', space: 'cluj-napoca', count: n });
}

const refuges = (c: Ctx) => countrySpaces(c.s, 'romania').filter((j) => rowAt(c.s, j).democrat === 0);

defineCard({
  card: CARD,
  requires: [THE_CROWD],
  steps: [
    step('waitForTheCrowd', waitForTheCrowd),
    step('tyrantIsGone', tyrantIsGone),
    step('clujNapoca', clujNapoca),
    // 7.6.5: the Ceausescus flee; with nowhere to go they are caught at once
    chooseSpace('flight', 'place', refuges, {
      none: (c) => gainVp(c.s, CARD, 'democrat', CAPTURE_VP),
      then(c, space) {
        const e = effectOf(c.s);
        if (typeof space !== 'number' || !e) return;
        changeEffect(c.s, e, { data: { resolved: true, space } });
        log(c.s, 'tyrantFlees', { card: CARD, space: spaceAt(space).id });
      },
    }),
  ],
  effect: {
    afterPowerStruggle(s, e, country) {
      if (e.data?.waiting !== true || country !== 'romania') return true;
      // 10.3: after a New Year's Eve Party final struggle the game ends at once
      if (!allHooks(s, 'endsGameAfterPowerStruggle', (endsGame, x) => !endsGame(s, x))) return true;
      push(s, scriptFrame(CARD, 'democrat'));
      return true;
    },
    watch(s, e) {
      const space = e.data?.space;
      if (typeof space !== 'number' || !controls(s, space, 'democrat')) return true;
      log(s, 'tyrantCaptured', { card: CARD, space: spaceAt(space).id });
      gainVp(s, CARD, 'democrat', CAPTURE_VP);
      changeEffect(s, e, { data: { resolved: true } });
      return true;
    },
    finalScoringModifier(s, e) {
      if (typeof e.data?.space !== 'number') return 0;
      log(s, 'tyrantNotCaptured', { card: CARD, space: spaceAt(e.data.space).id });
      return -CAPTURE_VP;
    },
  },
});
