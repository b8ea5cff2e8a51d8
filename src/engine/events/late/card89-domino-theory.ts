/**
 * #89 Domino Theory: if the Democrat holds Power in at least 2 countries, he may take a Scoring
 * card from the discard pile and play it at once: a power struggle in its country with him holding
 * the initiative, then its scoring (the card then ends its play like any scoring card). Otherwise
 * the event has no effect (it is still played, 5.1 FAQ).
 */
import { pileOf } from '../../cow';
import { isScoring } from '../../deck';
import { log } from '../../log';
import { pop, push, registerFrame } from '../../machine';
import type { Action, Frame, GameState } from '../../types';
import { playOtherEvent } from '../middle/playOther';
import { registerEvent } from '../registry';
import { countriesWithPower } from './common';

interface PickFrame extends Frame {
  kind: 'card89:scoring';
  side: 'democrat' | 'communist';
}

const scoringInDiscard = (s: GameState) => s.discard.filter(isScoring);

registerFrame<PickFrame>('card89:scoring', {
  advance(s, f) {
    if (scoringInDiscard(s).length > 0) return true;
    pop(s, f);
    log(s, 'eventNoEffect', { card: 89, side: f.side });
    return false;
  },
  prompt: (s, f) => ({ side: f.side, kind: 'card89:scoring', rule: 'card 89', params: { cards: scoringInDiscard(s) } }),
  actions: (s, f) => [
    ...scoringInDiscard(s).map((card): Action => ({ side: f.side, type: 'choose', card })),
    { side: f.side, type: 'done' },
  ],
  act(s, f, a) {
    pop(s, f);
    if (a.type !== 'choose') {
      log(s, 'eventOptionDeclined', { card: 89, side: f.side });
      return;
    }
    pileOf(s, 'discard').splice(s.discard.indexOf(a.card), 1);
    playOtherEvent(s, 89, f.side, a.card);
  },
});

registerEvent({
  card: 89,
  resolve(s, side) {
    if (countriesWithPower(s, side).length < 2) {
      log(s, 'eventNoEffect', { card: 89, side });
      return;
    }
    push(s, { kind: 'card89:scoring', side } as PickFrame);
  },
});
