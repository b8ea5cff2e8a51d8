/**
 * #51 40th Anniversary Celebration: the Communist adds 4 SPs in East Germany when he leads on VP,
 * else 2; he gains 1 VP either way (Polish FAQ 51).
 */
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { gainVp, spacesIn } from './common';

registerEvent({
  card: 51,
  resolve(s, side) {
    const ahead = s.vp < 0; // the VP marker counts toward the Democrat
    gainVp(s, 51, side, 1);
    push(s, addSupportFrame('communist', 'communist', ahead ? 4 : 2, 'card 51', 'card51', { spaces: spacesIn(s, ['east-germany']) }));
  },
});
