/**
 * #14 Gorbachev Charms the West (either side): remove 2 opponent SPs anywhere, then 1 support
 * check anywhere with this card's Ops value. Not an event after Breakaway Baltic Republics (12.4).
 */
import { defineCard } from '../registry';
import { checks, removeSP } from '../steps';

defineCard({
  card: 14,
  cancelledBy: [84],
  steps: [removeSP(2), checks(1)],
});
