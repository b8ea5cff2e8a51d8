/**
 * #49 Foreign Currency Debt Burden: the Democrat gains 1 VP and names a country other than Romania;
 * the Communist may make no support check there for the rest of the turn.
 */
import { COUNTRY_IDS, SPACES } from '../../data';
import { addEffect, registerEffectHooks } from '../../hooks';
import { log } from '../../log';
import { push } from '../../machine';
import { registerEvent } from '../registry';
import { choiceFrame, gainVp, registerChoice } from './common';

registerChoice('card49:country', {
  rule: 'card 49',
  onSelect(s, f, country) {
    addEffect(s, { card: 49, side: 'democrat', data: { country } });
    log(s, 'eventCountry', { card: 49, side: 'democrat', country });
  },
});

registerEvent({
  card: 49,
  resolve(s, side) {
    gainVp(s, 49, side, 1);
    push(s, choiceFrame('card49:country', 'democrat', COUNTRY_IDS.filter((c) => c !== 'romania')));
  },
});

registerEffectHooks(49, {
  canCheck: (s, e, side, space) => !(side !== e.side && SPACES[space]!.country === e.data?.country),
});
