/**
 * #58 Austria-Hungary Border Reopened: for the rest of the turn a Democratic play whose Ops are
 * all spent in East Germany is worth 1 Op more (7.3.1 example, 11.1).
 *
 * How it is carried out: the effect offers an East German commitment (`opsCommitment` hook) to
 * every Democratic placement and set of support checks, and adds +1 (`opsModifier`) to an Ops
 * value computed with that commitment. The declaration is made before the first SP or the first
 * roll and confines the whole play to East Germany (frames/support.ts). Decisions:
 * - Ops granted by events (7.4) are Ops like a card's: a Democratic event's support checks
 *   anywhere (e.g. Gorbachev Charms the West, Consumerism) get the offer; an event whose checks
 *   are all in East Germany anyway (The Monday Demonstrations, My First Banana) gets the +1
 *   without a declaration, the commitment being certain.
 * - SPs added directly by an event are not Ops (FAQ 7.4) and get nothing; nor does a Tiananmen
 *   Square attempt, which spends no Ops in a country.
 * - The +1 is summed with the other modifiers before the minimum of 1 (7.3.1, 7.3.2), so the
 *   offer is not made when it would not change the value (e.g. a 1-Op card under Prudence).
 * - The 2-Ops free check of Tiananmen box 6 at the turn's end is also a play of Ops: it may be
 *   committed too.
 */
import { defineCard } from '../registry';
import { lasting } from '../steps';

defineCard({
  card: 58,
  steps: [lasting()],
  effect: {
    opsModifier: (s, e, side, ctx) => (side === e.side && ctx.committedTo === 'east-germany' ? 1 : 0),
    opsCommitment: (s, e, side) => (side === e.side ? 'east-germany' : null),
  },
});
