/**
 * #109 Kremlin Coup! (needs Breakaway Baltic Republics, #84): the USSR stability marker advances to
 * its box and the Communist gains the VP printed there (12.5, 12.6); Malta Summit (#110) is no
 * longer an event (it checks `eventsPlayed`). Then, one country at a time in the order he chooses,
 * for every country where he still holds Power: he adds just enough SPs to control its Elite space
 * (unless he controls it or it is eliminated), then makes 1 support check against its Bureaucrat
 * space with this card's Ops value (if that space holds Democratic SPs, 6.2.3).
 */
import type { CountryId } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { supportChecksFrame } from '../../frames/support';
import type { GameState } from '../../types';
import { registerEvent } from '../registry';
import { choiceFrame, countriesWithPower, eventOps, registerChoice, registerStep, spaceOfType, stepFrame, takeControl, type ChoiceFrame } from './common';
import { advanceUssrTrack } from '../common';

const BREAKAWAY_BALTIC_REPUBLICS = 84;

/** The coup in one country; the next country is asked for after its check. */
function coupIn(s: GameState, country: CountryId, rest: string[]): void {
  log(s, 'eventCountry', { card: 109, side: 'communist', country });
  // the last country needs no choice
  if (rest.length === 1) push(s, stepFrame('card109:last', 'communist', { country: rest[0]! }));
  else if (rest.length > 1) push(s, choiceFrame('card109:country', 'communist', rest));
  for (const elite of spaceOfType(s, country, 'elite')) takeControl(s, 109, 'communist', elite);
  const bureaucrats = spaceOfType(s, country, 'bureaucrat');
  push(s, supportChecksFrame('communist', eventOps(s, 'communist', 109), 1, 109, { spaces: bureaucrats }));
}

registerStep('card109:last', (s, f) => coupIn(s, f.data.country as CountryId, []));

registerChoice('card109:country', {
  rule: 'card 109',
  onSelect(s, f: ChoiceFrame, country) {
    coupIn(s, country as CountryId, f.options.filter((c) => c !== country));
  },
});

registerEvent({
  card: 109,
  playable: (s) => s.eventsPlayed.includes(BREAKAWAY_BALTIC_REPUBLICS),
  resolve(s, side) {
    advanceUssrTrack(s, 109, side);
    const countries = countriesWithPower(s, 'communist');
    if (countries.length === 1) coupIn(s, countries[0]!, []);
    else if (countries.length > 1) push(s, choiceFrame('card109:country', 'communist', [...countries]));
  },
});
