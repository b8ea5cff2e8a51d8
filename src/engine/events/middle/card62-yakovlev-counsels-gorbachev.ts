/**
 * #62 Yakovlev Counsels Gorbachev: if the Democrat wins the next power struggle, +1 to both aftermath
 * rolls (EN 8.4.1); the effect ends after that struggle whoever wins it (Polish FAQ 62).
 */
import { addEffect, registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';

registerEvent({
  card: 62,
  resolve(s) {
    addEffect(s, { card: 62, side: 'democrat' });
  },
});

registerEffectHooks(62, {
  aftermathModifier: (s, e, winner) => (winner === e.side ? 1 : 0),
  afterPowerStruggle: () => false,
});
