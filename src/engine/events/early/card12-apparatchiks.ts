/** #12 Apparatchiks: the Communist adds 3 SPs to Bureaucrat spaces, split as he likes (direct placement). */
import { defineCard } from '../registry';
import { addSP } from '../steps';
import { spacesOfType } from '../queries';

defineCard({
  card: 12,
  steps: [addSP(3, { in: (c) => spacesOfType(c.s, 'bureaucrat') })],
});
