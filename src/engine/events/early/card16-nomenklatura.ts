/**
 * #16 Nomenklatura: the Communist chooses: remove every Democratic SP from all Elite spaces, or
 * add 3 SPs to Elite spaces split as he likes.
 */
import { other } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, changeSupport, chooseOption, local, step, when, type Ctx } from '../steps';
import { rowAt, spacesOfType } from '../queries';

const OPTIONS = ['remove', 'add'] as const;
const chose = (option: (typeof OPTIONS)[number]) => (c: Ctx) => local(c, 'option') === option;

defineCard({
  card: 16,
  steps: [
    chooseOption('option', OPTIONS, {
      prompt: 'card16:choose',
      then: (c, option) => log(c.s, 'eventOption', { card: 16, side: c.side, option }),
    }),
    when(
      chose('remove'),
      step('remove every Democratic SP from the Elite spaces', (c) => {
        const opp = other(c.side);
        for (const i of spacesOfType(c.s, 'elite')) changeSupport(c.s, c.card, i, opp, -rowAt(c.s, i)[opp]);
      }),
    ),
    when(chose('add'), addSP(3, { in: (c) => spacesOfType(c.s, 'elite') })),
  ],
});
