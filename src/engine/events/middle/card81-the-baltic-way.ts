/**
 * #81 The Baltic Way (needs Sajudis #33): the USSR stability marker advances to its box (EN 12.3)
 * and the Democrat gains the VP printed there; then he takes control of a Minority space he does not
 * control yet.
 */
import { controls } from '../../board';
import { SPACES } from '../../data';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { allSpaces, choiceFrame, idx, registerChoice, takeControl } from './common';
import { advanceUssrTrack } from '../common';


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
    advanceUssrTrack(s, 81, side);
    const targets = allSpaces(s, (i) => SPACES[i]!.socio === 'minority' && !controls(s, i, side));
    push(s, choiceFrame('card81:minority', side, targets.map((i) => SPACES[i]!.id)));
  },
});
