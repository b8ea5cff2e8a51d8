/** #64 Legacy of 1968: 1 Democratic SP in every Czechoslovak space the Communist does not control. */
import { controls } from '../../board';
import { defineCard } from '../registry';
import { changeSupport, step } from '../steps';
import { spacesIn } from '../queries';

defineCard({
  card: 64,
  steps: [
    step('oneInEachUncontrolled', (c) => {
      // the qualifying spaces are fixed before any SP is added
      const targets = spacesIn(c.s, ['czechoslovakia'], (i) => !controls(c.s, i, 'communist'));
      for (const i of targets) changeSupport(c.s, 64, i, 'democrat', 1);
    }),
  ],
});
