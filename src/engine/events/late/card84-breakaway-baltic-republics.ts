/**
 * #84 Breakaway Baltic Republics (needs The Baltic Way, #81): the USSR stability marker advances to
 * its box and the Democrat gains the VP printed there (12.4, 12.6); Gorbachev Charms the West (#14)
 * is no longer an event and Kremlin Coup! (#109) becomes playable (both check `eventsPlayed`). The
 * Democrat then takes control of one Minority space he does not control yet, and finally makes 1
 * support check anywhere with this card's Ops value.
 */
import { controls } from '../../board';
import { SPACES } from '../../data';
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { allSpaces, choiceFrame, eventOps, idx, registerChoice, takeControl } from './common';
import { advanceUssrTrack } from '../common';

const THE_BALTIC_WAY = 81;

registerChoice('card84:minority', {
  rule: 'card 84',
  onSelect(s, f, space) {
    takeControl(s, 84, f.side, idx(space));
  },
});

registerEvent({
  card: 84,
  playable: (s) => s.eventsPlayed.includes(THE_BALTIC_WAY),
  resolve(s, side) {
    advanceUssrTrack(s, 84, side);
    const targets = allSpaces(s, (i) => SPACES[i]!.socio === 'minority' && !controls(s, i, side));
    // the check is declared after the control is taken (stack: last pushed runs first)
    push(s, supportChecksFrame(side, eventOps(s, side, 84), 1, 84));
    push(s, choiceFrame('card84:minority', side, targets.map((i) => SPACES[i]!.id)));
  },
});
