/**
 * #109 Kremlin Coup! (needs Breakaway Baltic Republics, #84): the USSR stability marker advances to
 * its box and the Communist gains the VP printed there (12.5, 12.6); Malta Summit (#110) is no
 * longer an event (it checks `eventsPlayed`). Then, one country at a time in the order he chooses,
 * for every country where he still holds Power: he adds just enough SPs to control its Elite space
 * (unless he controls it or it is eliminated), then makes 1 support check against its Bureaucrat
 * space with this card's Ops value (if that space holds Democratic SPs, 6.2.3). The last country
 * left needs no choice.
 */
import { COUNTRY_IDS, type CountryId } from '../../data';
import { log } from '../../log';
import { defineCard } from '../registry';
import { checks, chooseCountry, local, step, takeControl, ussrTrack, when, type Ctx, type Step } from '../steps';
import { countriesWithPower, spacesOfType } from '../queries';

const BREAKAWAY_BALTIC_REPUBLICS = 84;

/** the countries of the coup not yet taken in hand (locals: `countries`, `done`) */
const left = (c: Ctx) => local<CountryId[]>(c, 'countries').filter((x) => !local<string[]>(c, 'done').includes(x));
const country = (c: Ctx) => local<CountryId | null>(c, 'country');

/** The coup in one country: the next one is chosen among those left, unless one alone is left. */
const coupInNextCountry: Step[] = [
  chooseCountry('country', (c) => (left(c).length > 1 ? left(c) : []), {
    none(c) {
      c.locals.country = left(c)[0] ?? null;
    },
  }),
  when(
    (c) => country(c) !== null,
    step('takeElite', (c) => {
      const here = local<CountryId>(c, 'country');
      log(c.s, 'eventCountry', { card: 109, side: c.side, country: here });
      c.locals.done = [...local<string[]>(c, 'done'), here];
      for (const elite of spacesOfType(c.s, 'elite', here)) takeControl(c.s, 109, elite, c.side);
    }),
  ),
  when((c) => country(c) !== null, checks(1, { in: (c) => spacesOfType(c.s, 'bureaucrat', local<CountryId>(c, 'country')) })),
];

defineCard({
  card: 109,
  requires: [BREAKAWAY_BALTIC_REPUBLICS],
  steps: [
    ussrTrack(),
    step('countries', (c) => {
      c.locals.countries = countriesWithPower(c.s, 'communist');
      c.locals.done = [];
    }),
    // once for every country where he holds Power (at most all six)
    ...COUNTRY_IDS.flatMap(() => coupInNextCountry),
  ],
});
