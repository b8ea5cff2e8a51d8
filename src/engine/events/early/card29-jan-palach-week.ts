/** #29 Jan Palach Week: the Democrat adds 6 SPs to Charles University. */
import { spaceIndex } from '../../data';
import { registerEvent } from '../registry';
import { changeSupport } from './common';

registerEvent({
  card: 29,
  resolve(s, side) {
    changeSupport(s, 29, spaceIndex('charles-university'), side, 6);
  },
});
