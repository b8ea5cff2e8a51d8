/** #80 Nepotism: the Communist rolls a die (1–2: 4 SPs, 3–4: 3, 5–6: 1) and adds that many SPs to Balkan Worker spaces. */
import { SPACES } from '../../data';
import { log } from '../../log';
import { push } from '../../machine';
import { rollDie } from '../../rng';
import { addSupportFrame } from '../../frames/support';
import { registerEvent } from '../registry';
import { BALKANS, spacesIn } from './common';

export function nepotismSps(die: number): number {
  return die <= 2 ? 4 : die <= 4 ? 3 : 1;
}

registerEvent({
  card: 80,
  resolve(s) {
    const die = rollDie(s);
    const n = nepotismSps(die);
    log(s, 'eventRoll', { card: 80, side: 'communist', die, result: n });
    const workers = spacesIn(s, BALKANS, (i) => SPACES[i]!.socio === 'worker');
    push(s, addSupportFrame('communist', 'communist', n, 'card 80', 'card80', { spaces: workers }));
  },
});
