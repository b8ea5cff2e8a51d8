/** #19 Papal Visit: the Democrat adds 3 SPs to one Catholic Church space (Poland, Czechoslovakia or Hungary). */
import { defineCard } from '../registry';
import { changeSupport, chooseSpace } from '../steps';
import { idx } from '../queries';

const CHURCHES = ['polish-catholic-church', 'czechoslovak-catholic-church', 'hungarian-catholic-church'];

defineCard({
  card: 19,
  steps: [
    chooseSpace('church', 'place', () => CHURCHES.map(idx), {
      then(c, space) {
        if (typeof space === 'number') changeSupport(c.s, c.card, space, c.side, 3);
      },
    }),
  ],
});
