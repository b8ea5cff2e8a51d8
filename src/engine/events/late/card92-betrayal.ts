/**
 * #92 Betrayal: the Communist picks an Orthodox Church space (Romania or Bulgaria) holding
 * Democratic SPs and replaces all of them with as many Communist SPs. No such space: no effect.
 */
import { log } from '../../log';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { addSupportTo, allSpaces, registerSpaceChoice, removeAllSupport, spaceChoiceFrame } from './common';
import { SPACES } from '../../data';

registerSpaceChoice('card92:church', {
  type: 'place',
  chosen(s, f, space) {
    const n = s.support[space]!.democrat;
    removeAllSupport(s, 92, 'democrat', space);
    addSupportTo(s, 92, f.side, space, n);
  },
});

registerEvent({
  card: 92,
  resolve(s, side) {
    const churches = allSpaces(s, (i) => SPACES[i]!.socio === 'church' && SPACES[i]!.region === 'balkans' && s.support[i]!.democrat > 0);
    if (churches.length === 0) {
      log(s, 'eventNoEffect', { card: 92, side });
      return;
    }
    push(s, spaceChoiceFrame('card92:church', side, 92, churches));
  },
});
