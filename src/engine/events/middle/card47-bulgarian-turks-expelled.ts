/** #47 Bulgarian Turks Expelled: the Communist gains 2 VP and clears the Democrat out of Razgrad. */
import { defineCard } from '../registry';
import { clearSupport, step, vp } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 47,
  steps: [
    vp(2),
    step('clearRazgrad', (c) => {
      clearSupport(c.s, 47, idx('razgrad'), 'democrat');
    }),
  ],
});
