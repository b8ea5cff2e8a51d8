/**
 * #97 The Tyrant is Gone (needs The Crowd Turns Against Ceausescu, #54; 7.6).
 *
 * Played after the Crowd has taken effect (its Romanian power struggle is over), it resolves at
 * once. Played before, it waits in front of the Democrat (7.6.3: the card stays in play, with the
 * lasting effect `{ card: 97, data: { waiting: true } }` of the convention in ../ceausescu.ts) and
 * resolves right after the next Romanian power struggle, before the next action round; not after
 * a New Year's Eve Party final struggle, since the game ends then (10.3).
 *
 * Resolving it: the Democrat removes 4 Communist SPs from Cluj-Napoca (skipped if eliminated) and
 * chooses a Romanian space without Democratic SPs where the Ceausescus flee (7.6.5). When he later
 * controls that space they are captured: +2 VP at once and the marker goes. Uncaptured at Final
 * Scoring, the Communist gets −2 VP. With no space to flee to, the Democrat gains 2 VP at once.
 * From then on the five Ceausescu events have no effect (7.6.4, ../ceausescu.ts).
 */
import { changeEffect, pileOf } from '../../cow';
import { controls, countrySpaces, isInPlay, removeSupport } from '../../board';
import { SPACES } from '../../data';
import { addEffect, effectsWith, hooksOf, registerEffectHooks } from '../../hooks';
import { findFrame, push } from '../../machine';
import { log } from '../../log';
import { setDisposition, type CardPlayFrame } from '../../frames/cardPlay';
import type { GameState } from '../../types';
import { registerEvent } from '../registry';
import { gainVp, idx, registerSpaceChoice, spaceChoiceFrame } from './common';

const CARD = 97;
const THE_CROWD = 54;
const CAPTURE_VP = 2;

/** 7.6.3: the Crowd has taken effect once its Romanian power struggle is over. */
const crowdHasTakenEffect = (s: GameState) => s.eventsPlayed.includes(THE_CROWD) && !s.effects.some((e) => e.card === THE_CROWD);

function resolveTyrant(s: GameState): void {
  // a waiting card leaves the game now
  const i = s.inPlay.indexOf(CARD);
  if (i >= 0 && !findFrame<CardPlayFrame>(s, 'cardPlay', (f) => f.card === CARD)) {
    pileOf(s, 'inPlay').splice(i, 1);
    pileOf(s, 'removed').push(CARD);
    log(s, 'cardRemoved', { card: CARD });
  }
  // one effect for the card
  const e = s.effects.find((x) => x.card === CARD);
  if (e) changeEffect(s, e, { data: { resolved: true } });
  else addEffect(s, { card: CARD, side: 'democrat', data: { resolved: true } });
  log(s, 'tyrantIsGone', { card: CARD });
  const cluj = idx('cluj-napoca');
  if (isInPlay(s, cluj)) {
    const n = Math.min(4, s.support[cluj]!.communist);
    removeSupport(s, cluj, 'communist', n);
    log(s, 'eventRemoveSupport', { card: CARD, target: 'communist', space: 'cluj-napoca', count: n });
  }
  const refuges = countrySpaces(s, 'romania').filter((j) => s.support[j]!.democrat === 0);
  if (refuges.length === 0) {
    gainVp(s, CARD, 'democrat', CAPTURE_VP);
    return;
  }
  push(s, spaceChoiceFrame('card97:flight', 'democrat', CARD, refuges));
}

registerSpaceChoice('card97:flight', {
  type: 'place',
  chosen(s, f, space) {
    changeEffect(s, s.effects.find((x) => x.card === CARD)!, { data: { resolved: true, space } });
    log(s, 'tyrantFlees', { card: CARD, space: SPACES[space]!.id });
  },
});

registerEffectHooks(CARD, {
  afterPowerStruggle(s, e, country) {
    if (e.data?.waiting !== true || country !== 'romania') return true;
    // 10.3: after a New Year's Eve Party final struggle the game ends at once
    if (effectsWith(s, 'endsGameAfterPowerStruggle').some((x) => hooksOf(x).endsGameAfterPowerStruggle!(s, x))) return true;
    resolveTyrant(s);
    return true;
  },
  watch(s, e) {
    const space = e.data?.space;
    if (typeof space !== 'number' || !controls(s, space, 'democrat')) return true;
    log(s, 'tyrantCaptured', { card: CARD, space: SPACES[space]!.id });
    gainVp(s, CARD, 'democrat', CAPTURE_VP);
    changeEffect(s, e, { data: { resolved: true } });
    return true;
  },
  finalScoringModifier(s, e) {
    if (typeof e.data?.space !== 'number') return 0;
    log(s, 'tyrantNotCaptured', { card: CARD, space: SPACES[e.data.space]!.id });
    return -CAPTURE_VP;
  },
});

registerEvent({
  card: CARD,
  playable: (s) => s.eventsPlayed.includes(THE_CROWD),
  resolve(s, side) {
    if (crowdHasTakenEffect(s)) {
      resolveTyrant(s);
      return;
    }
    addEffect(s, { card: CARD, side, data: { waiting: true } });
    log(s, 'effectStarts', { card: CARD, side, waiting: true });
    // the card sits in front of the Democrat until then
    setDisposition(s, CARD, 'keep');
  },
});
