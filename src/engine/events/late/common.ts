/**
 * Small building blocks shared by the Late Year events. Most helpers come from the Early and
 * Middle Year modules; this file adds what the late cards need on top: a deferred event step,
 * a logged die roll, and a few queries (Power, control counts).
 */
import { controls, countrySpaces } from '../../board';
import { COUNTRY_IDS, SPACES, type CountryId, type Side, type Socio } from '../../data';
import { log } from '../../log';
import { pop, registerFrame } from '../../machine';
import { rollDie } from '../../rng';
import type { Frame, GameState } from '../../types';

export { eventOps, registerSpaceChoice, spaceChoiceFrame } from '../early/common';
export {
  addSupportTo,
  allSpaces,
  BALKANS,
  choiceFrame,
  gainVp,
  idx,
  neededForControl,
  registerChoice,
  removeAllSupport,
  spacesIn,
  takeControl,
  type ChoiceFrame,
} from '../middle/common';

/**
 * A later step of an event: it runs once the frames pushed above it (a placement, a choice) are
 * done, so that it sees their result (e.g. Civic Forum tests control after its placement).
 */
export interface StepFrame extends Frame {
  side: Side;
  data: Record<string, string | number | boolean>;
}

export function registerStep(kind: string, run: (s: GameState, f: StepFrame) => void): void {
  registerFrame<StepFrame>(kind, {
    advance(s, f) {
      pop(s, f);
      run(s, f);
      return false;
    },
  });
}

export function stepFrame(kind: string, side: Side, data: StepFrame['data'] = {}): StepFrame {
  return { kind, side, data };
}

/** Roll one die for an event and log it with the modifier and the result. */
export function eventRoll(s: GameState, card: number, side: Side, modifier = 0): number {
  const die = rollDie(s);
  log(s, 'eventRoll', { card, side, die, modifier, result: die + modifier });
  return die + modifier;
}

/** Countries where `side` holds Power (8.4.4, 2.4.1). */
export function countriesWithPower(s: GameState, side: Side): CountryId[] {
  return COUNTRY_IDS.filter((c) => s.power[c].holder === side);
}

/** Spaces of a country (still on the map) that `side` controls, optionally of some types. */
export function controlledSpaces(s: GameState, country: CountryId, side: Side, types?: readonly Socio[]): number[] {
  return countrySpaces(s, country).filter((i) => controls(s, i, side) && (!types || types.includes(SPACES[i]!.socio)));
}

/** Spaces of one socio-economic type in a country, still on the map. */
export function spaceOfType(s: GameState, country: CountryId, socio: Socio): number[] {
  return countrySpaces(s, country).filter((i) => SPACES[i]!.socio === socio);
}
