/**
 * #96 The Chinese Solution (once the Communist's Tiananmen Square marker has reached box 7): the
 * Communist may give the Democrat 3 VP to make 5 support checks in one country where he holds
 * Power, each with this card's Ops value +3. If he declines (or holds Power nowhere) nothing
 * happens; the card is still played.
 */
import { countrySpaces } from '../../board';
import type { CountryId } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { choiceFrame, countriesWithPower, eventOps, gainVp, registerChoice } from './common';

const BOX = 7;

registerChoice('card96:country', {
  rule: 'card 96',
  optional: true,
  onSelect(s, f, value) {
    const country = value as CountryId;
    log(s, 'eventCountry', { card: 96, side: f.side, country });
    gainVp(s, 96, 'democrat', 3);
    push(s, supportChecksFrame(f.side, eventOps(s, f.side, 96), 5, 96, { spaces: countrySpaces(s, country), bonus: 3 }));
  },
  onDone(s, f) {
    log(s, 'eventOptionDeclined', { card: 96, side: f.side });
  },
});

registerEvent({
  card: 96,
  playable: (s) => s.tiananmen.communist.box >= BOX,
  resolve(s, side) {
    push(s, choiceFrame('card96:country', side, countriesWithPower(s, side)));
  },
});
