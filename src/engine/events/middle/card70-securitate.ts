/**
 * #70 Securitate: for the rest of the game the Democrat plays every power struggle in Romania with
 * his hand face up, from the moment the cards are looked at (Polish FAQ 70). Army Backs Revolution
 * (#108) cancels it and keeps it from taking effect: after #108 this event occurs without effect.
 */
import { log } from '../../log';
import { defineCard } from '../registry';
import { lasting, stopUnless } from '../steps';

const ARMY_BACKS_REVOLUTION = 108;

defineCard({
  card: 70,
  steps: [
    stopUnless(
      (c) => !c.s.eventsPlayed.includes(ARMY_BACKS_REVOLUTION),
      (c) => log(c.s, 'eventNoEffect', { card: 70, cancelledBy: ARMY_BACKS_REVOLUTION }),
    ),
    lasting(),
  ],
  effect: {
    revealsPowerStruggleHand: (s, e, side) => side === 'democrat' && s.ps?.country === 'romania' && !s.eventsPlayed.includes(ARMY_BACKS_REVOLUTION),
  },
});
