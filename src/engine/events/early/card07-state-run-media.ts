/** #7 State Run Media: the Communist removes 4 Democratic SPs anywhere, at most 2 from one space. */
import { registerEvent } from '../registry';
import { removeSP } from '../steps';

registerEvent({
  card: 7,
  steps: [removeSP(4, { perSpace: 2, reason: 'state-run-media' })],
});
