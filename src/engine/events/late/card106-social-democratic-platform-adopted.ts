/**
 * #106 Social Democratic Platform Adopted: the Communist picks a country where the Democrat holds
 * Power, adds 2 SPs anywhere in it (direct placement), then makes 1 support check there with this
 * card's Ops value. If the Democrat holds Power nowhere the event has no effect.
 */
import { countrySpaces } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { addSupportFrame, supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { choiceFrame, countriesWithPower, eventOps, registerChoice } from './common';

registerChoice('card106:country', {
  rule: 'card 106',
  onSelect(s, f, value) {
    const country = value as CountryId;
    log(s, 'eventCountry', { card: 106, side: f.side, country });
    const spaces = countrySpaces(s, country);
    push(s, supportChecksFrame(f.side, eventOps(s, f.side, 106), 1, 106, { spaces }));
    push(s, addSupportFrame(f.side, f.side, 2, 'card 106', 'social-democratic-platform-adopted', { spaces }));
  },
  onDone(s, f) {
    log(s, 'eventNoEffect', { card: 106, side: f.side });
  },
});

registerEvent({
  card: 106,
  resolve(s, side) {
    push(s, choiceFrame('card106:country', side, countriesWithPower(s, 'democrat')));
  },
});
