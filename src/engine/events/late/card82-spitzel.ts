/** #82 Spitzel: the Communist removes 2 Democratic SPs from East Germany, any spaces. */
import { countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { removeSP } from '../steps';

defineCard({
  card: 82,
  steps: [removeSP(2, { in: (c) => countrySpaces(c.s, 'east-germany'), target: () => 'democrat' })],
});
