/**
 * What a record says about its game (docs/design.md "Randomness, undo, save, load"): the rules version
 * it was played under and a checksum of the state after its last action. The record itself (its
 * format, writer, reader and replay) is ./record.ts.
 *
 * RULES_VERSION: bump it whenever the same actions can lead to a different game (a ruling
 * changes, an event works differently, the random generator is used in another order), then
 * regenerate the golden records with `npm run goldens` (tests/golden, docs/saves.md "Randomness,
 * records and saves").
 */
import type { GameState } from './types';
import { familyZonesProjection, psZonesProjection, zonesProjection } from './zones';

export const RULES_VERSION = 1;

// ---------------------------------------------------------------- checksum

/** JSON with object keys in sorted order, so that a checksum does not depend on key order. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object')
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v) ?? 'null';
}

/** 64 bits as 16 hex digits: two FNV-1a lanes with different offsets. */
function hash64(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const sorted = (xs: readonly number[] | undefined): number[] => [...(xs ?? [])].sort((x, y) => x - y);

/**
 * What the rules decided, independent of how the engine stores it: the board, the cards in
 * each place (unordered where order does not matter, the draw piles in order), the tracks, the
 * lasting effects, the pending decision, the result and the generator's state. The log's
 * wording and the frame stack's layout are left out, so rewording a message or reshaping a
 * frame does not change a checksum; a different game does.
 */
export function rulesProjection(s: GameState): unknown {
  return {
    turn: s.turn,
    round: s.round,
    phasing: s.phasing,
    vp: s.vp,
    support: s.support.map((r) => [r.communist, r.democrat]),
    ...zonesProjection(s),
    eliminated: sorted(s.eliminated),
    tiananmen: s.tiananmen,
    ussrStability: s.ussrStability,
    power: s.power,
    effects: s.effects.map((e) => `${e.card}:${e.side}`).sort(),
    eventsPlayed: sorted(s.eventsPlayed),
    awardUsed: s.awardUsed,
    ps: s.ps && {
      country: s.ps.country,
      initiator: s.ps.initiator,
      ...psZonesProjection(s.ps),
      raised: s.ps.raised,
      attacker: s.ps.attacker,
      lead: s.ps.lead,
      blockedSuits: [...s.ps.blockedSuits].sort(),
      winner: s.ps.winner,
      winningSuit: s.ps.winningSuit,
    },
    family: s.family && familyZonesProjection(s.family),
    prompt: s.prompt && { side: s.prompt.side, kind: s.prompt.kind },
    result: s.result,
    actionCount: s.actionCount,
    rng: s.rng.state,
    rigDice: s.rigDice,
  };
}

/** The checksum of a state as records carry it. */
export function stateChecksum(s: GameState): string {
  return hash64(canonical(rulesProjection(s)));
}
