/** #47 Bulgarian Turks Expelled: the Communist gains 2 VP and clears the Democrat out of Razgrad. */
import { registerEvent } from '../registry';
import { gainVp, idx, removeAllSupport } from './common';

registerEvent({
  card: 47,
  resolve(s, side) {
    gainVp(s, 47, side, 2);
    removeAllSupport(s, 47, 'democrat', idx('razgrad'));
  },
});
