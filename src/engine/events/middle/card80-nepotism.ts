/** #80 Nepotism: the Communist rolls a die (1–2: 4 SPs, 3–4: 3, 5–6: 1) and adds that many SPs to Balkan Worker spaces. */
import { log } from '../../log';
import { rollDie } from '../../rng';
import { defineCard } from '../registry';
import { addSP, step } from '../steps';
import { BALKANS, spaceAt, spacesIn } from '../queries';

function nepotismSps(die: number): number {
  return die <= 2 ? 4 : die <= 4 ? 3 : 1;
}

defineCard({
  card: 80,
  steps: [
    step('roll', (c) => {
      const die = rollDie(c.s);
      const n = nepotismSps(die);
      log(c.s, 'eventRoll', { card: 80, side: 'communist', die, result: n });
      c.locals.sps = n;
    }),
    addSP((c) => (typeof c.locals.sps === 'number' ? c.locals.sps : 0), {
      in: (c) => spacesIn(c.s, BALKANS, (i) => spaceAt(i).socio === 'worker'),
    }),
  ],
});
