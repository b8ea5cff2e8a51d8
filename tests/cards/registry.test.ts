/** Every one of the 110 strategy cards has its event registered, scoring cards included. */
import { describe, expect, it } from 'vitest';
import { implementedEvents } from '../../src/engine';
import { CARD_NUMBERS } from '../../src/engine/data';
import { cardFrame, defineCard } from '../../src/engine/events/registry';

describe('event registry', () => {
  it('all 110 events are registered, one per card', () => {
    expect(CARD_NUMBERS).toHaveLength(110);
    expect(implementedEvents().sort((a, b) => a - b)).toEqual([...CARD_NUMBERS].sort((a, b) => a - b));
  });
  it('defineCard binds the card number once: a card is defined once, and its frames are its own (card<N>:…)', () => {
    expect(() => defineCard({ card: 5, steps: [] })).toThrow(/registered twice/);
    // a frame kind of another card is refused before anything is registered
    const stray = cardFrame('card13:declare' as never, { advance: () => false });
    expect(() => defineCard({ card: 999, steps: [], frames: [stray] })).toThrow(/not one of its own/);
    expect(implementedEvents()).not.toContain(999);
  });
});
