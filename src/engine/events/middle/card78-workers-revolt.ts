/**
 * #78 Workers Revolt (either side): the player targets a Worker space holding opponent SPs in a
 * country where the opponent holds Power, and rolls a die, −1 per adjacent opponent-controlled
 * space; on 4 or more every opponent SP there becomes one of his own.
 */
import { addSupport, adjacentInPlay, controls, other, removeSupport } from '../../board';
import type { Side } from '../../data';
import { log } from '../../log';
import { rollDie } from '../../rng';
import type { GameState } from '../../types';
import { defineCard } from '../registry';
import { chooseOption, local, step, type Ctx } from '../steps';
import { idx, rowAt, spaceAt, spacesIn } from '../queries';

function workersRevoltTargets(s: GameState, side: Side): number[] {
  const opp = other(side);
  return spacesIn(s, undefined, (i) => spaceAt(i).socio === 'worker' && rowAt(s, i)[opp] > 0 && s.power[spaceAt(i).country].holder === opp);
}

/** the roll (die − adjacency) that turns the SPs over */
const NEEDED = 4;

const targetIds = (c: Ctx) => workersRevoltTargets(c.s, c.side).map((i) => spaceAt(i).id);

defineCard({
  card: 78,
  steps: [
    chooseOption('target', targetIds),
    step('revolt', (c) => {
      const id = local<string | null>(c, 'target');
      if (id === null) return;
      const space = idx(id);
      const opp = other(c.side);
      const die = rollDie(c.s);
      const adjacency = -adjacentInPlay(c.s, space).filter((j) => controls(c.s, j, opp)).length;
      const total = die + adjacency;
      const success = total >= NEEDED;
      const replaced = success ? rowAt(c.s, space)[opp] : 0;
      removeSupport(c.s, space, opp, replaced);
      addSupport(c.s, space, c.side, replaced);
      log(c.s, 'eventRoll', { card: 78, side: c.side, space: id, die, adjacency, total, needed: NEEDED, success, replaced });
    }),
  ],
});
