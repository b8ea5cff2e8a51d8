/** #45 Soviet Troop Withdrawals: the Democrat removes 5 Communist SPs from Eastern Europe, at most 2 per space. */
import { defineCard } from '../registry';
import { removeSP } from '../steps';
import { EASTERN_EUROPE, spacesIn } from '../queries';

defineCard({
  card: 45,
  steps: [removeSP(5, { in: (c) => spacesIn(c.s, EASTERN_EUROPE), perSpace: 2 })],
});
