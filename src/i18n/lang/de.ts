/** German messages (and German space names), loaded as one chunk when German is chosen. */
import { de } from '../de';
import { EXTRA_DE, SPACE_NAMES_DE } from '../extra';
import { BOARD_DE } from '../board';
import { EVENT_PROMPTS_DE } from '../eventPrompts';
import type { LanguageSource } from '../pack';
import { CARD_NAMES, SPACE_NAMES, TABLE_NAMES } from '../names/de.generated';
import { UI_DE } from '../ui';
import { LEARN_DE } from '../learn';
import { RECORD_DE } from '../record';
import { ONLINE_DE } from '../online';
import { MOTION_DE } from '../motion';
import { A11Y_DE } from '../a11y';

const pack: LanguageSource = {
  messages: {
    ...de,
    ...TABLE_NAMES,
    ...EXTRA_DE,
    ...UI_DE,
    ...LEARN_DE,
    ...BOARD_DE,
    ...EVENT_PROMPTS_DE,
    ...MOTION_DE,
    ...ONLINE_DE,
    ...RECORD_DE,
    ...A11Y_DE,
  },
  cardNames: CARD_NAMES,
  spaceNames: { ...SPACE_NAMES, ...SPACE_NAMES_DE },
};
export default pack;
