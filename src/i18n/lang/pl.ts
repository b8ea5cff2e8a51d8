/** Polish messages, loaded as one chunk when Polish is chosen. */
import { EXTRA_PL } from '../extra';
import { BOARD_PL } from '../board';
import { EVENT_PROMPTS_PL } from '../eventPrompts';
import type { LanguageSource } from '../pack';
import { CARD_NAMES, SPACE_NAMES, TABLE_NAMES } from '../names/pl.generated';
import { pl } from '../pl';
import { UI_PL } from '../ui';
import { LEARN_PL } from '../learn';
import { RECORD_PL } from '../record';
import { ONLINE_PL } from '../online';
import { MOTION_PL } from '../motion';
import { A11Y_PL } from '../a11y';

const pack: LanguageSource = {
  messages: {
    ...pl,
    ...TABLE_NAMES,
    ...EXTRA_PL,
    ...UI_PL,
    ...LEARN_PL,
    ...BOARD_PL,
    ...EVENT_PROMPTS_PL,
    ...MOTION_PL,
    ...ONLINE_PL,
    ...RECORD_PL,
    ...A11Y_PL,
  },
  cardNames: CARD_NAMES,
  spaceNames: SPACE_NAMES,
};
export default pack;
