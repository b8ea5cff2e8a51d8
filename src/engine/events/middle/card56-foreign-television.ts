/** #56 Foreign Television: the Democrat removes 4 Communist SPs from anywhere but Dresden, at most 2 per space. */
import { push } from '../../machine';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { allSpaces, idx } from './common';

registerEvent({
  card: 56,
  resolve(s) {
    const dresden = idx('dresden');
    push(s, removeSupportFrame('democrat', 'communist', 4, 'card 56', 'card56', { spaces: allSpaces(s, (i) => i !== dresden), perSpace: 2 }));
  },
});
