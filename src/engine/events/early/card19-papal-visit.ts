/** #19 Papal Visit: the Democrat adds 3 SPs to one Catholic Church space (Poland, Czechoslovakia or Hungary). */
import { spaceIndex } from '../../data';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { changeSupport, registerSpaceChoice, spaceChoiceFrame } from './common';

const CHURCHES = ['polish-catholic-church', 'czechoslovak-catholic-church', 'hungarian-catholic-church'];

registerSpaceChoice('card19:church', {
  type: 'place',
  chosen(s, f, space) {
    changeSupport(s, 19, space, f.side, 3);
  },
});

registerEvent({
  card: 19,
  resolve(s, side) {
    push(s, spaceChoiceFrame('card19:church', side, 19, CHURCHES.map(spaceIndex)));
  },
});
