/** #82 Spitzel: the Communist removes 2 Democratic SPs from East Germany, any spaces. */
import { countrySpaces } from '../../board';
import { push } from '../../machine';
import { removeSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';

registerEvent({
  card: 82,
  resolve(s, side) {
    push(s, removeSupportFrame(side, 'democrat', 2, 'card 82', 'spitzel', countrySpaces(s, 'east-germany')));
  },
});
