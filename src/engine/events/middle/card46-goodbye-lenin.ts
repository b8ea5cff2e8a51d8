/**
 * #46 Goodbye Lenin!: the Communist shows the red-titled cards in his hand (EN 11.3); the Democrat
 * may take one whose event can take place now and carry that event out, or else use this card for
 * Operations (placement, 2 support checks or a Tiananmen Square attempt). Either way this card is
 * removed (Polish FAQ 46).
 *
 * The revealed cards stay in the Communist's hand until one is taken, so they are not kept in the
 * script's locals: the prompt lists them from the hand (nothing changes the hand in between).
 */
import { allCardsWhere, hand, knownOf, showNoRedTitledRest, shownFrom, showToOpponent, takeFromHand } from '../../zones';
import { disclose } from '../../finality';
import { log } from '../../log';
import { opsValue } from '../../ops';
import { canCheck, supportChecksFrame } from '../../frames/supportChecks';
import { placeSupportFrame } from '../../frames/placeSupport';
import { tiananmenAttemptFrame } from '../../frames/tiananmen';
import { canAttemptTiananmen } from '../../frames/actionRound';
import type { ActionOf, GameState } from '../../types';
import { eventPlayable, defineCard } from '../registry';
import { step, type AskStep, type Next } from '../steps';
import { cardAt, spacesIn } from '../queries';
import { otherEventPlay } from './playOther';

type Take = ActionOf<'choose'>;
type UseOps = ActionOf<'select'>;

/** The red-titled cards of the Communist's hand: once shown, the rest is known to hold none (a claim online, zones/unknown.ts). */
const redCards = (s: GameState): number[] => {
  const isRed = (c: number): boolean => cardAt(c).redTitle;
  const cards = hand(s, 'communist');
  return shownFrom(s, 'communist').noRedTitled ? knownOf(cards).filter(isRed) : allCardsWhere(cards, isRed, 'card 46');
};
const takeable = (s: GameState) => redCards(s).filter((c) => eventPlayable(s, c, 'democrat'));

function opsUses(s: GameState): string[] {
  const uses = ['place'];
  if (spacesIn(s).some((i) => canCheck(s, 'democrat', i))) uses.push('check');
  if (canAttemptTiananmen(s, 'democrat')) uses.push('tiananmen');
  return uses;
}

/** This card's Ops, used as the Democrat chose (6.2.2: 2 support checks). */
function opsFor(s: GameState, use: string): Next {
  log(s, 'eventOption', { card: 46, side: 'democrat', option: use });
  if (use === 'place') return placeSupportFrame(s, 'democrat', opsValue(s, 'democrat', { card: 46, use }), 46);
  if (use === 'check') return supportChecksFrame('democrat', opsValue(s, 'democrat', { card: 46, use }), 2, 46);
  return tiananmenAttemptFrame('democrat', 46);
}

/** One decision with two kinds of answer: a revealed card to take, or a use of this card's Ops. */
const takeOrUseOps: AskStep<Take | UseOps> = {
  name: 'choice',
  by: () => 'democrat',
  prompt: (c) => ({ kind: 'card46:choice', rule: 'card 46', params: { revealed: redCards(c.s), takeable: takeable(c.s) } }),
  actions: (c) => [
    ...takeable(c.s).map((card): Take => ({ side: 'democrat', type: 'choose', card })),
    ...opsUses(c.s).map((value): UseOps => ({ side: 'democrat', type: 'select', value })),
  ],
  act(c, a) {
    if (a.type === 'select') return opsFor(c.s, a.value);
    takeFromHand(c.s, 'communist', a.card);
    return otherEventPlay(c.s, 46, 'democrat', a.card);
  },
};

defineCard({
  card: 46,
  steps: [
    step('reveal', (c) => {
      // final whatever it shows: "none" tells the Democrat the hand holds no red-titled card
      disclose(c.s, 'communist');
      // every red-titled card of his hand is seen there, and the rest holds none until he draws
      const shown = redCards(c.s);
      showToOpponent(c.s, 'communist', shown);
      showNoRedTitledRest(c.s, 'communist');
      log(c.s, 'cardsRevealed', { card: 46, side: 'communist', cards: shown });
    }),
    takeOrUseOps,
  ],
});
