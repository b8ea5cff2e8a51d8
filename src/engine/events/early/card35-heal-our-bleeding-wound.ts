/** #35 Heal Our Bleeding Wound: VP by the year: Communist +3 (turns 1–3), +1 (turns 4–7), Democrat +3 (turns 8–10). */
import { defineCard } from '../registry';
import { vp, type Ctx } from '../steps';

const early = (c: Ctx) => c.s.turn <= 3;
const middle = (c: Ctx) => c.s.turn >= 4 && c.s.turn <= 7;

defineCard({
  card: 35,
  steps: [
    vp(
      (c) => (middle(c) ? 1 : 3),
      (c) => (early(c) || middle(c) ? 'communist' : 'democrat'),
    ),
  ],
});
