/**
 * #73 László Tőkés: the Democrat adds 1 SP to Timișoara and 1 to Harghita/Covasna (an eliminated
 * space is skipped), then uses this card's Ops in Romania: SP placement under 6.1 (Polish FAQ 73:
 * only in Romania) or 2 support checks. Massacre in Timisoara (#107) needs this event.
 */
import { isInPlay } from '../../board';
import { log } from '../../log';
import { opsValue } from '../../ops';
import { placeSupportFrame } from '../../frames/placeSupport';
import { supportChecksFrame } from '../../frames/supportChecks';
import { defineCard } from '../registry';
import { changeSupport, chooseOption, step } from '../steps';
import { idx, spacesIn } from '../queries';

const MODES = ['place', 'checks'];

defineCard({
  card: 73,
  steps: [
    step('oneSpEach', (c) => {
      for (const id of ['timisoara', 'harghita-covasna']) if (isInPlay(c.s, idx(id))) changeSupport(c.s, 73, idx(id), c.side, 1);
    }),
    chooseOption('mode', MODES, {
      then: (c, mode) => {
        log(c.s, 'eventOption', { card: 73, side: c.side, option: mode });
        const romania = spacesIn(c.s, ['romania']);
        if (mode === 'place') {
          const frame = placeSupportFrame(c.s, c.side, opsValue(c.s, c.side, { card: 73, use: 'place' }), 73);
          frame.allowed = frame.allowed.filter((i) => romania.includes(i));
          return frame;
        }
        return supportChecksFrame(c.side, opsValue(c.s, c.side, { card: 73, use: 'check' }), 2, 73, { spaces: romania });
      },
    }),
  ],
});
