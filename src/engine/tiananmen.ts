/** Tiananmen Square track ("Ustrój polityczny", 6.3): awards and who holds them. */
import type { Side } from './data';
import { other } from './board';
import type { GameState } from './types';

export const LAST_BOX = 8;

/** 6.3.5 award boxes by number */
export const AWARD = {
  tiananmenBonus: 1,
  oneOpsAsTwo: 2,
  drawThreeKeepOne: 3,
  removeTwoSp: 4,
  swapAtTurnStart: 5,
  freeCheckAtTurnEnd: 6,
  noOpponentEvent: 7,
  opsAndEvent: 8,
} as const;

/** 6.3.5: the first player to reach a box holds its award until the opponent reaches it too. */
export function holdsAward(s: GameState, side: Side, box: number): boolean {
  return s.tiananmen[side].box >= box && s.tiananmen[other(side)].box < box;
}
