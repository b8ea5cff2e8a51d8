/** #57 Central Committee Reshuffle: the Communist adds 3 SPs anywhere in one country where he still holds Power. */
import { COUNTRY_IDS, type CountryId } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { choiceFrame, registerChoice, spacesIn } from './common';

registerChoice('card57:country', {
  rule: 'card 57',
  onSelect(s, f, country) {
    log(s, 'eventCountry', { card: 57, side: 'communist', country });
    push(s, addSupportFrame('communist', 'communist', 3, 'card 57', 'card57', { spaces: spacesIn(s, [country as CountryId]) }));
  },
});

registerEvent({
  card: 57,
  resolve(s) {
    // no country is offered when the Communist holds Power nowhere: the event then has no effect
    const held = COUNTRY_IDS.filter((c) => s.power[c].holder === 'communist');
    push(s, choiceFrame('card57:country', 'communist', held));
  },
});
