/**
 * How a page answers a rule that reads its hidden cards (docs/remote.md "Events that read a hidden
 * hand"): it shows (D5) what the rulebook shows and, where the rule only needs to know that a card
 * is not of some kind, claims it (D6, checked at the audit) instead of showing it.
 *
 * - 4.5.4 (a scoring card held at the end of the turn): a scoring card is shown, the others are
 *   claimed to be none.
 * - 6.3.5 box 5 (a card to swap for a non-scoring one), #75 and #77 (a card to choose): one card
 *   that qualifies is shown, or all are claimed not to.
 * - #46 (the red-titled cards): every red-titled card is shown, the rest claimed to be none.
 * - Any other rule the engine names (a card laid or played, #6/#71's random card, #20's highest
 *   Ops, #13's announced card, a card moved to the other hand): the slots it asks for are shown.
 */
import { CARD_NUMBERS, cardAt } from '../../engine/data';

interface Test {
  /** whether a card qualifies */
  test: (card: number) => boolean;
  /** the rule needs every qualifying card (#46), not one */
  all: boolean;
}

const scoring = (c: number): boolean => cardAt(c).side === 'scoring';

const TESTS: Readonly<Record<string, Test>> = {
  '4.5.4': { test: scoring, all: false },
  '6.3.5': { test: (c) => !scoring(c), all: false },
  'card 46': { test: (c) => cardAt(c).redTitle, all: true },
  'card 75': { test: () => true, all: false },
  'card 77': { test: () => true, all: false },
};

export interface Answer {
  /** the slots to show */
  show: number[];
  /** the slots to claim, with the cards each may hold (none of them qualifies) */
  claim: number[];
  claimCards: number[];
}

/** What to show and what to claim of the asked strategy slots, whose cards this page knows. */
export function answerFor(rule: string, asked: ReadonlyMap<number, number>, kind: 'strategy' | 'struggle'): Answer {
  const t = kind === 'strategy' ? TESTS[rule] : undefined;
  const slots = [...asked.keys()];
  if (!t) return { show: slots, claim: [], claimCards: [] };
  const qualifying = slots.filter((s) => t.test(asked.get(s)!));
  const show = t.all ? qualifying : qualifying.slice(0, 1);
  const claim = show.length > 0 && !t.all ? [] : slots.filter((s) => !qualifying.includes(s));
  return { show, claim, claimCards: claim.length > 0 ? CARD_NUMBERS.filter((c) => !t.test(c)) : [] };
}
