/**
 * #107 Massacre in Timisoara (needs László Tőkés, #73): the Communist makes 2 support checks in
 * Romania (Polish FAQ 107), each with this card's Ops value +2. No effect once The Tyrant is Gone
 * has been resolved (7.6.4).
 */
import { countrySpaces } from '../../board';
import { defineCard } from '../registry';
import { checks } from '../steps';
import { unlessVoided } from '../voided';

const LASZLO_TOKES = 73;

defineCard({
  card: 107,
  requires: [LASZLO_TOKES],
  voidedBy: [97],
  steps: [unlessVoided(false), checks(2, { in: (c) => countrySpaces(c.s, 'romania'), bonus: 2 })],
});
