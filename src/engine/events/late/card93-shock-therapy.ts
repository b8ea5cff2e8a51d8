/**
 * #93 Shock Therapy: the Democrat picks a country where he holds Power and rolls a die, −1 for
 * each Worker and Farmer space the Communist controls there; on 3 or more he gains 3 VP and adds
 * 3 SPs anywhere in that country. Without Power anywhere the event has no effect.
 */
import { countrySpaces } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { choiceFrame, controlledSpaces, countriesWithPower, eventRoll, gainVp, registerChoice } from './common';

registerChoice('card93:country', {
  rule: 'card 93',
  onSelect(s, f, value) {
    const country = value as CountryId;
    log(s, 'eventCountry', { card: 93, side: f.side, country });
    const held = controlledSpaces(s, country, 'communist', ['worker', 'farmer']).length;
    const roll = eventRoll(s, 93, f.side, -held);
    if (roll < 3) {
      log(s, 'eventRollFailed', { card: 93, side: f.side, roll, needed: 3 });
      return;
    }
    gainVp(s, 93, f.side, 3);
    push(s, addSupportFrame(f.side, f.side, 3, 'card 93', 'shock-therapy', { spaces: countrySpaces(s, country) }));
  },
  onDone(s, f) {
    log(s, 'eventNoEffect', { card: 93, side: f.side });
  },
});

registerEvent({
  card: 93,
  resolve(s, side) {
    push(s, choiceFrame('card93:country', side, countriesWithPower(s, side)));
  },
});
