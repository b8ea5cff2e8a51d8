/**
 * How a page answers a rule that reads its hidden cards (docs/remote.md "Events that read a hidden
 * hand"): it shows (D5) only what the rulebook shows and, where the rule only tests the cards,
 * claims (D6, checked at the audit) instead of showing them.
 *
 * - A rule that tests the cards (the engine sends the deck's cards that pass its test): one slot
 *   whose card passes is claimed to hold one of those cards, without saying which; if none passes,
 *   every slot asked for is claimed to hold none. So 4.5.4 tells that a scoring card is held (the
 *   rulebook shows only the card's red corner), 8.3.2 that the attacker can lead or the defender
 *   answer, #21 that a card can be paired, #20 that no card is higher than the one given, #44 that
 *   a card of 3 Ops or more is held, 6.3.5 box 5, #75 and #77 that a card can be chosen; the card
 *   chosen is shown when it is played.
 * - #46 (the red-titled cards): every red-titled card is shown, the rest claimed to be none.
 * - Any other rule the engine names (a card laid or played, #6/#71's random card, #13's announced
 *   card, #54's cards, #70's hand, a card moved to the other hand): the slots it asks for are shown.
 */
import { CARD_NUMBERS, cardAt, PS_CARD_INDEXES } from '../../engine/data';

export interface Answer {
  /** the slots to show */
  show: number[];
  /** the slots to claim, with the cards each may hold */
  claim: number[];
  claimCards: number[];
}

const redTitled = (c: number): boolean => cardAt(c).redTitle;

/**
 * What to show and what to claim of the asked slots, whose cards this page knows (`asked`: slot →
 * card); `passing`, for a rule that only tests the cards, the deck's cards that pass its test.
 */
export function answerFor(rule: string, asked: ReadonlyMap<number, number>, kind: 'strategy' | 'struggle', passing?: readonly number[]): Answer {
  const slots = [...asked.keys()];
  const deck = kind === 'strategy' ? CARD_NUMBERS : PS_CARD_INDEXES;
  if (rule === 'card 46' && kind === 'strategy') {
    const show = slots.filter((s) => redTitled(asked.get(s)!));
    const claim = slots.filter((s) => !show.includes(s));
    return { show, claim, claimCards: claim.length > 0 ? deck.filter((c) => !redTitled(c)) : [] };
  }
  if (!passing) return { show: slots, claim: [], claimCards: [] };
  const pass = new Set(passing);
  const one = slots.find((s) => pass.has(asked.get(s)!));
  if (one !== undefined) return { show: [], claim: [one], claimCards: [...passing] };
  return { show: [], claim: slots, claimCards: deck.filter((c) => !pass.has(c)) };
}
