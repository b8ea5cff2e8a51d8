/** #60 Toxic Waste: the Democrat adds 3 SPs to Worker spaces anywhere, split as he likes. */
import { SPACES } from '../../data';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { allSpaces } from './common';

registerEvent({
  card: 60,
  resolve(s) {
    const workers = allSpaces(s, (i) => SPACES[i]!.socio === 'worker');
    push(s, addSupportFrame('democrat', 'democrat', 3, 'card 60', 'card60', { spaces: workers }));
  },
});
