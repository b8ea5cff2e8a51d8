/**
 * #54 The Crowd Turns Against Ceausescu: waits in front of the Democrat until the next power
 * struggle in Romania (7.6.2, also a final one, 10.3). There, after the deal and before raising the
 * stakes, the Democrat draws 15 power-struggle cards, counts the Rally in the Square cards among
 * them and takes a special action round with 3 Ops per Rally: SP placement in Romania under 6.1, or
 * 2 support checks in Romania. The 15 cards go to the power-struggle discard pile. The Tyrant is
 * Gone (#97) needs this event.
 */
import { psOf } from '../../cow';
import { PS_CARDS } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { takeFromPile } from '../../rng';
import { push } from '../../machine';
import { placeSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { choiceFrame, registerChoice, spacesIn } from './common';

export const CROWD_DRAW = 15;
export const OPS_PER_RALLY = 3;

registerChoice('card54:mode', {
  rule: 'card 54',
  onSelect(s, f, mode) {
    const ops = f.data.ops as number;
    const romania = spacesIn(s, ['romania']);
    log(s, 'eventOption', { card: 54, side: f.side, option: mode });
    if (mode === 'place') {
      const frame = placeSupportFrame(s, f.side, ops, 54);
      frame.allowed = frame.allowed.filter((i) => romania.includes(i));
      push(s, frame);
    } else push(s, supportChecksFrame(f.side, ops, 2, 54, { spaces: romania }));
  },
});

registerEvent({
  card: 54,
  resolve(s, side) {
    addEffect(s, { card: 54, side });
  },
});

registerEffectHooks(54, {
  adjustDeal(s, e, country) {
    if (country !== 'romania') return;
    const ps = psOf(s);
    const drawn = takeFromPile(s, () => psOf(s).deck, CROWD_DRAW, s.options.rig?.powerStruggleDeck !== undefined);
    ps.discard.push(...drawn);
    const rallies = drawn.filter((c) => PS_CARDS[c]!.suit === 'rally-in-the-square').length;
    const ops = OPS_PER_RALLY * rallies;
    log(s, 'crowdRallies', { card: 54, side: e.side, drawn: drawn.length, rallies, ops });
    if (ops > 0) push(s, choiceFrame('card54:mode', e.side, ['place', 'checks'], { ops }));
  },
  // it has taken effect once the Romanian power struggle is over
  afterPowerStruggle: (s, e, country) => country !== 'romania',
});
