/**
 * Keeping a value's identity while its content stays the same. Every new game state brings new
 * objects (a player's view, the Ops of his hand, the playable cards, the scoring preview) even
 * where nothing in them changed; a panel given the previous object again skips its render.
 */
import { useRef } from 'react';
import type { CountryScore } from '../engine';

/** `value`, or the value of the last render when `same` says the two hold the same. */
export function useStable<T>(value: T, same: (a: T, b: T) => boolean): T {
  const kept = useRef(value);
  if (kept.current !== value && !same(kept.current, value)) kept.current = value;
  return kept.current;
}

/** Same keys with the same (===) values. */
export function sameRecord<V>(a: Readonly<Record<string | number, V>>, b: Readonly<Record<string | number, V>>): boolean {
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}

/** Same elements in the same order. */
export function sameList<V>(a: readonly V[], b: readonly V[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export function sameSet<V>(a: ReadonlySet<V>, b: ReadonlySet<V>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/** Two previews of a country's scoring (9.2–9.3) that show the same. */
export function sameScore(a: CountryScore | undefined, b: CountryScore | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const side = (x: CountryScore['communist'], y: CountryScore['communist']) =>
    x.level === y.level && x.spaces === y.spaces && x.battlegrounds === y.battlegrounds && x.vp === y.vp;
  return a.country === b.country && a.net === b.net && side(a.communist, b.communist) && side(a.democrat, b.democrat);
}
