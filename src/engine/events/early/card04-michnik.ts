/** #4 Michnik: the Democrat adds 3 SPs to the Polish Writers space. */
import { spaceIndex } from '../../data';
import { registerEvent } from '../registry';
import { changeSupport } from './common';

registerEvent({
  card: 4,
  resolve(s, side) {
    changeSupport(s, 4, spaceIndex('polish-writers'), side, 3);
  },
});
