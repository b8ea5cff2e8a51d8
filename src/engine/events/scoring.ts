/** The six scoring cards (2.2.1, 8.0): playing one starts a power struggle in its country. */
import { CARDS } from '../data';
import { push } from '../machine';
import { powerStruggleFrame } from '../frames/powerStruggle';
import { registerEvent } from './registry';

for (const card of Object.values(CARDS)) {
  const country = card.scoringCountry;
  if (!country) continue;
  registerEvent({
    card: card.number,
    resolve(s, side) {
      push(s, powerStruggleFrame(country, side, card.number));
    },
  });
}
