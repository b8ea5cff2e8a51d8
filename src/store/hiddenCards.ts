/**
 * What the screen may show of a side the computer plays (computer vs computer is watched from
 * one side's seat): everything public, and of its cards only what the zones say both sides know
 * (`zones.knownToBoth`: a card of its hand the opponent has seen there, the opponent's struggle
 * hand laid open); none of its prompt's private details or its decision (legal actions, odds).
 */
import { NO_PARAMS, zones, type PlayerView } from '../engine';

export function withoutHiddenCards(view: PlayerView): PlayerView {
  const ps = view.powerStruggle;
  const fam = view.family;
  const known = zones.knownToBoth(view);
  return {
    ...view,
    hand: known.hand,
    handOps: Object.fromEntries(known.hand.map((c) => [c, view.handOps[c] ?? 0])),
    setAside: known.setAside,
    powerStruggle: ps && { ...ps, hand: known.psHand, opponentHand: known.opponentPsHand },
    family: fam && { ...fam, psHand: known.familyPsHand },
    prompt: view.prompt && (view.prompt.side === view.side ? { ...view.prompt, params: NO_PARAMS } : view.prompt),
    decision: null,
  };
}
