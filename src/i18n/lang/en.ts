/** English messages, loaded as one chunk when English is chosen. */
import { en } from '../en';
import { EXTRA_EN } from '../extra';
import { BOARD_EN } from '../board';
import { EVENT_PROMPTS_EN } from '../eventPrompts';
import type { LanguageSource } from '../pack';
import { CARD_NAMES, SPACE_NAMES, TABLE_NAMES } from '../names/en.generated';
import { UI_EN } from '../ui';
import { LEARN_EN } from '../learn';
import { RECORD_EN } from '../record';
import { ONLINE_EN } from '../online';
import { MOTION_EN } from '../motion';
import { A11Y_EN } from '../a11y';

const pack: LanguageSource = {
  messages: {
    ...en,
    ...TABLE_NAMES,
    ...EXTRA_EN,
    ...UI_EN,
    ...LEARN_EN,
    ...BOARD_EN,
    ...EVENT_PROMPTS_EN,
    ...MOTION_EN,
    ...ONLINE_EN,
    ...RECORD_EN,
    ...A11Y_EN,
  },
  cardNames: CARD_NAMES,
  spaceNames: SPACE_NAMES,
};
export default pack;
