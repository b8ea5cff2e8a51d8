/**
 * #76 Warsaw Pact Summit: the Communist either makes 2 support checks against Student or
 * Intellectual spaces with this card's Ops +2 (Polish FAQ 76), or adds 4 SPs to spaces holding no
 * Democratic SPs.
 */
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, checks, chooseOption, when } from '../steps';
import { rowAt, spaceAt, spacesIn } from '../queries';

const MODES = ['checks', 'place'];

defineCard({
  card: 76,
  steps: [
    chooseOption('mode', MODES, {
      then: (c, mode) => log(c.s, 'eventOption', { card: 76, side: c.side, option: mode }),
    }),
    when(
      (c) => c.locals.mode === 'checks',
      checks(2, { in: (c) => spacesIn(c.s, undefined, (i) => ['student', 'intellectual'].includes(spaceAt(i).socio)), bonus: 2 }),
    ),
    when((c) => c.locals.mode === 'place', addSP(4, { in: (c) => spacesIn(c.s, undefined, (i) => rowAt(c.s, i).democrat === 0) })),
  ],
});
