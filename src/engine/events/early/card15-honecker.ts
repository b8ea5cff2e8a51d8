/**
 * #15 Honecker: the Communist may take one non-scoring card from the discard pile into his hand,
 * and at the end of this turn, after the Democrat's last action round, he may take an eighth
 * action round (4.1), which he may also decline. Not an event once Modrow (#83) has been played
 * (EN 5.2 ex. 3); an eighth round already granted is kept (FAQ 83). The eighth round is granted
 * whether or not a card could be taken (reference CARDS.md, #15), so its effect starts first, and
 * the log reads that way.
 */
import { discards, isScoring } from '../../zones';
import { ACTION_ROUNDS } from '../../frames/turn';
import { defineCard } from '../registry';
import { lasting, takeFromDiscard } from '../steps';

const MODROW = 83;

defineCard({
  card: 15,
  cancelledBy: [MODROW],
  steps: [lasting(), takeFromDiscard('taken', (c) => discards(c.s).filter((card) => !isScoring(card)), { prompt: 'card15:take', optional: true, to: 'hand' })],
  effect: {
    actionRounds: (s, e, side, rounds) => (side === e.side ? rounds + 1 : rounds),
    mayPassActionRound: (s, e, side) => side === e.side && s.round > ACTION_ROUNDS,
  },
});
