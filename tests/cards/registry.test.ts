/** Every one of the 110 strategy cards has its event registered, scoring cards included. */
import { describe, expect, it } from 'vitest';
import { implementedEvents } from '../../src/engine';
import { CARD_NUMBERS } from '../../src/engine/data';

describe('event registry', () => {
  it('all 110 events are registered, one per card', () => {
    expect(CARD_NUMBERS).toHaveLength(110);
    expect(implementedEvents().sort((a, b) => a - b)).toEqual([...CARD_NUMBERS].sort((a, b) => a - b));
  });
});
