/**
 * #105 Public Against Violence: the Democrat adds 2 SPs to Košice and 2 to Prešov, then makes 1
 * support check against Bratislava with this card's Ops value +2 (if it holds Communist SPs).
 */
import { defineCard } from '../registry';
import { changeSupport, checks, step } from '../steps';
import { idx } from '../queries';

defineCard({
  card: 105,
  steps: [
    step('kosice', (c) => void changeSupport(c.s, 105, idx('kosice'), c.side, 2)),
    step('presov', (c) => void changeSupport(c.s, 105, idx('presov'), c.side, 2)),
    checks(1, { in: [idx('bratislava')], bonus: 2 }),
  ],
});
