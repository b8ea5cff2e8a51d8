/**
 * #54 The Crowd Turns Against Ceausescu: waits in front of the Democrat until the next power
 * struggle in Romania (7.6.2, also a final one, 10.3). There, after the deal and before raising the
 * stakes, the Democrat draws 15 power-struggle cards, counts the Rally in the Square cards among
 * them and takes a special action round with 3 Ops per Rally: SP placement in Romania under 6.1, or
 * 2 support checks in Romania. The 15 cards go to the power-struggle discard pile. The Tyrant is
 * Gone (#97) needs this event.
 *
 * The special action round belongs to the lasting effect, not to the event's own run: its choice
 * is a frame of this card (`card54:mode`), pushed by the deal hook.
 */
import { drawPsToDiscards, identifyAll } from '../../zones';
import { PS_CARDS, type Side } from '../../data';
import { log } from '../../log';
import { pop, push } from '../../machine';
import { placeSupportFrame } from '../../frames/placeSupport';
import { supportChecksFrame } from '../../frames/supportChecks';
import type { ActionOf } from '../../types';

import { cardFrame, defineCard } from '../registry';
import { lasting } from '../steps';
import { spacesIn } from '../queries';

const CROWD_DRAW = 15;
const OPS_PER_RALLY = 3;
const MODES = ['place', 'checks'];

interface ModeFrame {
  kind: 'card54:mode';
  side: Side;
  /** the Ops of the special action round */
  ops: number;
}

declare module '../../types' {
  interface FrameMap {
    'card54:mode': ModeFrame;
  }
}

const chooseMode = cardFrame<ModeFrame, ActionOf<'select'>>('card54:mode', {
  advance: () => true,
  prompt: (s, f) => ({ side: f.side, kind: 'card54:mode', rule: 'card 54', params: { options: MODES, ops: f.ops }, card: 54 }),
  actions: (s, f) => MODES.map((value): ActionOf<'select'> => ({ side: f.side, type: 'select', value })),
  act(s, f, a) {
    pop(s, f);
    const romania = spacesIn(s, ['romania']);
    log(s, 'eventOption', { card: 54, side: f.side, option: a.value });
    if (a.value === 'place') {
      const frame = placeSupportFrame(s, f.side, f.ops, 54);
      frame.allowed = frame.allowed.filter((i) => romania.includes(i));
      push(s, frame);
    } else push(s, supportChecksFrame(f.side, f.ops, 2, 54, { spaces: romania }));
  },
});

defineCard({
  card: 54,
  frames: [chooseMode],
  steps: [lasting()],
  effect: {
    adjustDeal(s, e, country) {
      if (country !== 'romania') return;
      const drawn = drawPsToDiscards(s, CROWD_DRAW);
      const rallies = identifyAll(drawn, 'card 54').filter((c) => PS_CARDS[c]?.suit === 'rally-in-the-square').length;
      const ops = OPS_PER_RALLY * rallies;
      log(s, 'crowdRallies', { card: 54, side: e.side, drawn: drawn.length, rallies, ops });
      if (ops > 0) push(s, { kind: 'card54:mode', side: e.side, ops } satisfies ModeFrame);
    },
    // it has taken effect once the Romanian power struggle is over
    afterPowerStruggle: (s, e, country) => country !== 'romania',
  },
});
