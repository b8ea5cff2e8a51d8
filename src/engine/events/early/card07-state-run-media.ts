/** #7 State Run Media: the Communist removes 4 Democratic SPs anywhere, at most 2 from one space. */
import { defineCard } from '../registry';
import { removeSP } from '../steps';

defineCard({
  card: 7,
  steps: [removeSP(4, { perSpace: 2 })],
});
