/**
 * #74 FRG Embassies: +1 to every Democratic support check in Eastern Europe for the rest of the turn.
 * Played again while its effect lasts (after a reshuffle, or through Reformer Rehabilitated) the
 * event takes place but adds no second +1: one card, one effect in force (7.2).
 */
import { SPACES } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { EASTERN_EUROPE } from './common';

registerEvent({
  card: 74,
  resolve(s) {
    if (!s.effects.some((e) => e.card === 74)) addEffect(s, { card: 74, side: 'democrat' });
  },
});

registerEffectHooks(74, {
  supportCheckModifier: (s, e, side, space) => (side === 'democrat' && EASTERN_EUROPE.includes(SPACES[space]!.country) ? 1 : 0),
});
