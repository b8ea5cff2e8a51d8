/**
 * #62 Yakovlev Counsels Gorbachev: if the Democrat wins the next power struggle, +1 to both aftermath
 * rolls (EN 8.4.1); the effect ends after that struggle whoever wins it (Polish FAQ 62).
 */
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { startEffect, step } from '../steps';

registerEvent({
  card: 62,
  steps: [step('lasting', (c) => startEffect(c.s, 62, c.side))],
});

registerEffectHooks(62, {
  aftermathModifier: (s, e, winner) => (winner === e.side ? 1 : 0),
  afterPowerStruggle: () => false,
});
