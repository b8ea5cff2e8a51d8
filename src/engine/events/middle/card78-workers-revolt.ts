/**
 * #78 Workers Revolt (either side): the player targets a Worker space holding opponent SPs in a
 * country where the opponent holds Power, and rolls a die, −1 per adjacent opponent-controlled
 * space; on 4 or more every opponent SP there becomes one of his own.
 */
import { addSupport, adjacentInPlay, controls, other, removeSupport } from '../../board';
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { rollDie } from '../../rng';
import type { GameState, Side } from '../../types';
import { registerEvent } from '../registry';
import { allSpaces, choiceFrame, idx, registerChoice } from './common';

export function workersRevoltTargets(s: GameState, side: Side): number[] {
  const opp = other(side);
  return allSpaces(s, (i) => SPACES[i]!.socio === 'worker' && s.support[i]![opp] > 0 && s.power[SPACES[i]!.country].holder === opp);
}

registerChoice('card78:target', {
  rule: 'card 78',
  onSelect(s, f, id) {
    const space = idx(id);
    const opp = other(f.side);
    const die = rollDie(s);
    const adjacency = -adjacentInPlay(s, space).filter((j) => controls(s, j, opp)).length;
    const total = die + adjacency;
    const success = total >= 4;
    const replaced = success ? s.support[space]![opp] : 0;
    removeSupport(s, space, opp, replaced);
    addSupport(s, space, f.side, replaced);
    log(s, 'eventRoll', { card: 78, side: f.side, space: id, die, adjacency, total, success, replaced });
  },
});

registerEvent({
  card: 78,
  resolve(s, side) {
    push(s, choiceFrame('card78:target', side, workersRevoltTargets(s, side).map((i) => SPACES[i]!.id)));
  },
});
