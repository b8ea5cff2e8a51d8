/** 7.3: the Ops value of a card for a side, with all modifiers in aggregate and a minimum of 1. */
import { cardAt, type Side } from './data';
import { sumHooks, type OpsContext } from './hooks';
import { AWARD, holdsAward } from './tiananmen';
import type { GameState } from './types';

/** Printed Ops after the box-2 award (6.3.5: printed 1 counts as 2). `base` overrides the printed value. */
function baseOps(s: GameState, side: Side, ctx: OpsContext, base?: number): number {
  const printed = base ?? (ctx.card !== null ? cardAt(ctx.card).ops : 0);
  if (ctx.card !== null && base === undefined && printed === 1 && holdsAward(s, side, AWARD.oneOpsAsTwo)) return 2;
  return printed;
}

export function opsValue(s: GameState, side: Side, ctx: OpsContext, base?: number): number {
  const mods = sumHooks(s, 'opsModifier', (h, e) => h(s, e, side, ctx));
  return Math.max(1, baseOps(s, side, ctx, base) + mods);
}
