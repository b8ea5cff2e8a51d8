/**
 * What the screen may show of a side the computer plays (computer vs computer is watched from
 * one side's seat): everything public, none of its cards — hand, set-aside cards, power-struggle
 * hand — and none of its prompt's private details or its decision (legal actions, odds).
 */
import { NO_PARAMS, type PlayerView } from '../engine';

export function withoutHiddenCards(view: PlayerView): PlayerView {
  const ps = view.powerStruggle;
  const fam = view.family;
  return {
    ...view,
    hand: [],
    handOps: {},
    setAside: [],
    powerStruggle: ps && { ...ps, hand: [], opponentHand: null },
    family: fam && { ...fam, psHand: [] },
    prompt: view.prompt && (view.prompt.side === view.side ? { ...view.prompt, params: NO_PARAMS } : view.prompt),
    decision: null,
  };
}
