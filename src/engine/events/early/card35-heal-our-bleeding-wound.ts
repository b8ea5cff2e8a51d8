/** #35 Heal Our Bleeding Wound: VP by the year: Communist +3 (turns 1–3), +1 (turns 4–7), Democrat +3 (turns 8–10). */
import { registerEvent } from '../registry';
import { gainVp } from './common';

registerEvent({
  card: 35,
  resolve(s) {
    if (s.turn <= 3) gainVp(s, 35, 'communist', 3);
    else if (s.turn <= 7) gainVp(s, 35, 'communist', 1);
    else gainVp(s, 35, 'democrat', 3);
  },
});
