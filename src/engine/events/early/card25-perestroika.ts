/** #25 Perestroika: until the end of the turn every Communist card has +1 Ops (7.3). */
import { registerEffectHooks } from '../../hooks';
import { registerEvent } from '../registry';
import { startEffect, step } from '../steps';

registerEffectHooks(25, {
  opsModifier: (s, e, side) => (side === e.side ? 1 : 0),
});

registerEvent({
  card: 25,
  steps: [step('+1 Ops this turn', (c) => startEffect(c.s, c.card, c.side))],
});
