/**
 * #1 Legacy of Martial Law: the Communist turns 1 Democratic SP in a Polish space into a
 * Communist SP, then makes 1 support check in Poland with this card's Ops value.
 */
import { countrySpaces, other } from '../../board';
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { changeSupport, eventOps, registerSpaceChoice, spaceChoiceFrame } from './common';

registerSpaceChoice('card1:convert', {
  type: 'place',
  chosen(s, f, space) {
    changeSupport(s, 1, space, other(f.side), -1);
    changeSupport(s, 1, space, f.side, 1);
  },
});

registerEvent({
  card: 1,
  resolve(s, side) {
    const poland = countrySpaces(s, 'poland');
    push(s, supportChecksFrame(side, eventOps(s, side, 1), 1, 1, { spaces: poland }));
    push(s, spaceChoiceFrame('card1:convert', side, 1, poland.filter((i) => s.support[i]![other(side)] > 0)));
  },
});
