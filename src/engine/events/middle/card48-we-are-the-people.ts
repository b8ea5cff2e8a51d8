/**
 * #48 "We Are the People!": the Democrat may take up to 4 of his SPs off the Lutheran Church and
 * must place as many in East Germany, at most 2 per space; for the rest of the game the Communist
 * may make no support check in Leipzig.
 *
 * The SPs come off one at a time, each a decision of its own that the Democrat may decline ('done'
 * ends the taking); the count taken so far is a local.
 */
import { removeSupport } from '../../board';
import { registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { registerEvent } from '../registry';
import { addSP, chooseSpace, idx, rowAt, spaceAt, spacesIn, startEffect, step, type Ctx, type Step } from '../steps';

const CHURCH = 'east-german-lutheran-church';
const MOST = 4;

const lifted = (c: Ctx): number => {
  const n = c.locals.lifted;
  return typeof n === 'number' ? n : 0;
};
const canTake = (c: Ctx) => !c.locals.stopped && lifted(c) < MOST && rowAt(c.s, idx(CHURCH)).democrat > 0;

/** Take 1 SP off the church, or stop taking. */
const takeOne = chooseSpace('take', 'remove', (c) => (canTake(c) ? [idx(CHURCH)] : []), {
  optional: true,
  params: (c) => ({ taken: lifted(c), left: MOST - lifted(c) }),
  then: (c, space) => {
    if (space === null) {
      c.locals.stopped = true;
      return;
    }
    removeSupport(c.s, idx(CHURCH), 'democrat', 1);
    c.locals.lifted = lifted(c) + 1;
    log(c.s, 'removeSupport', { side: 'democrat', target: 'democrat', space: CHURCH, reason: 'card48' });
  },
});

/** The same decision up to `n` times; once declined it offers nothing, so the rest are skipped. */
const upTo = (n: number, st: Step): Step[] => Array.from({ length: n }, () => st);

registerEvent({
  card: 48,
  steps: [
    ...upTo(MOST, takeOne),
    addSP(lifted, { in: (c) => spacesIn(c.s, ['east-germany']), perSpace: 2 }),
    step('lasting', (c) => startEffect(c.s, 48, c.side)),
  ],
});

registerEffectHooks(48, {
  canCheck: (s, e, side, space) => !(side !== e.side && spaceAt(space).id === 'leipzig'),
});
