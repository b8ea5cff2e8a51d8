/** The six scoring cards (2.2.1, 8.0): playing one starts a power struggle in its country. */
import { CARDS } from '../data';
import { powerStruggleFrame } from '../frames/powerStruggle';
import { defineCard } from './registry';
import { step } from './steps';

for (const card of Object.values(CARDS)) {
  const country = card.scoringCountry;
  if (!country) continue;
  defineCard({
    card: card.number,
    // 8.3.1: the player of the scoring card begins with the initiative
    steps: [step('powerStruggle', (c) => powerStruggleFrame(country, c.side, card.number))],
  });
}
