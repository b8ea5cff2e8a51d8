/**
 * #81 The Baltic Way (needs Sajudis #33): the USSR stability marker advances to its box (EN 12.3)
 * and the Democrat gains the VP printed there; then he takes control of a Minority space he does not
 * control yet.
 */
import { controls } from '../../board';
import { SPACES, USSR_TRACK } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { allSpaces, choiceFrame, gainVp, idx, registerChoice, takeControl } from './common';

const BOX = USSR_TRACK.find((x) => x.card === 81)!;

registerChoice('card81:minority', {
  rule: 'card 81',
  onSelect(s, f, space) {
    takeControl(s, 81, 'democrat', idx(space));
  },
});

registerEvent({
  card: 81,
  playable: (s) => s.eventsPlayed.includes(33),
  resolve(s, side) {
    s.ussrStability = Math.max(s.ussrStability, BOX.position);
    log(s, 'ussrStability', { card: 81, position: s.ussrStability });
    gainVp(s, 81, side, BOX.vp);
    const targets = allSpaces(s, (i) => SPACES[i]!.socio === 'minority' && !controls(s, i, side));
    push(s, choiceFrame('card81:minority', side, targets.map((i) => SPACES[i]!.id)));
  },
});
