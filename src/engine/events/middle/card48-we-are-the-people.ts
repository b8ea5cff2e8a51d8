/**
 * #48 "We Are the People!": the Democrat may take up to 4 of his SPs off the Lutheran Church and
 * must place as many in East Germany, at most 2 per space; for the rest of the game the Communist
 * may make no support check in Leipzig.
 *
 * The SPs come off one at a time, one decision asked again after each SP until the Democrat
 * declines ('done') or has taken 4; the count taken so far is a local.
 */
import { removeSupport } from '../../board';
import { log } from '../../log';
import { defineCard } from '../registry';
import { addSP, chooseSpace, lasting, repeat, type Ctx } from '../steps';
import { idx, rowAt, spaceAt, spacesIn } from '../queries';

const CHURCH = 'east-german-lutheran-church';
const MOST = 4;

const lifted = (c: Ctx): number => {
  const n = c.locals.lifted;
  return typeof n === 'number' ? n : 0;
};
const canTake = (c: Ctx) => lifted(c) < MOST && rowAt(c.s, idx(CHURCH)).democrat > 0;

/** Take 1 SP off the church, or stop taking. */
const takeOne = chooseSpace('take', 'remove', (c) => (canTake(c) ? [idx(CHURCH)] : []), {
  optional: true,
  params: (c) => ({ taken: lifted(c), left: MOST - lifted(c) }),
  then: (c, space) => {
    if (space === null) return;
    removeSupport(c.s, idx(CHURCH), 'democrat', 1);
    c.locals.lifted = lifted(c) + 1;
    log(c.s, 'removeSupport', { side: 'democrat', target: 'democrat', space: CHURCH, reason: 'card48' });
  },
});

defineCard({
  card: 48,
  steps: [repeat(takeOne, { max: MOST }), addSP(lifted, { in: (c) => spacesIn(c.s, ['east-germany']), perSpace: 2 }), lasting()],
  effect: {
    canCheck: (s, e, side, space) => !(side !== e.side && spaceAt(space).id === 'leipzig'),
  },
});
