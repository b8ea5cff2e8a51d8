/**
 * #103 Government Resigns: the Democrat removes all Communist SPs from one Elite space that
 * neither player controls. No such space with Communist SPs: no effect.
 */
import { controller } from '../../board';
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { allSpaces, registerSpaceChoice, removeAllSupport, spaceChoiceFrame } from './common';

registerSpaceChoice('card103:elite', {
  type: 'remove',
  chosen(s, f, space) {
    removeAllSupport(s, 103, 'communist', space);
  },
});

registerEvent({
  card: 103,
  resolve(s, side) {
    const elites = allSpaces(s, (i) => SPACES[i]!.socio === 'elite' && controller(s, i) === null && s.support[i]!.communist > 0);
    if (elites.length === 0) {
      log(s, 'eventNoEffect', { card: 103, side });
      return;
    }
    push(s, spaceChoiceFrame('card103:elite', side, 103, elites));
  },
});
