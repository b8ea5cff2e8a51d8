/** #74 FRG Embassies: +1 to every Democratic support check in Eastern Europe for the rest of the turn. */
import { SPACES } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { EASTERN_EUROPE } from './common';

registerEvent({
  card: 74,
  resolve(s) {
    addEffect(s, { card: 74, side: 'democrat' });
  },
});

registerEffectHooks(74, {
  supportCheckModifier: (s, e, side, space) => (side === 'democrat' && EASTERN_EUROPE.includes(SPACES[space]!.country) ? 1 : 0),
  onTurnEnd: () => false,
});
