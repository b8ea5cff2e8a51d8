/** #34 FIDESZ: the Democrat adds 5 SPs to Eötvös Loránd University. */
import { spaceIndex } from '../../data';
import { registerEvent } from '../registry';
import { changeSupport } from './common';

registerEvent({
  card: 34,
  resolve(s, side) {
    changeSupport(s, 34, spaceIndex('eotvos-lorand-university'), side, 5);
  },
});
