/**
 * Which section of the player aid explains a rule number (the longest rule prefix wins); an event's
 * prompt shows "card N" and goes to the section on card play.
 */
import type { AidSection } from './types';

function covers(prefix: string, rule: string): boolean {
  const p = prefix.replace(/\.0$/, '');
  const r = rule.replace(/\.0$/, '');
  return r === p || r.startsWith(`${p}.`) || r.startsWith(`${p} `);
}

export function sectionFor(sections: readonly AidSection[], rule: string): AidSection | null {
  let best: AidSection | null = null;
  let length = -1;
  for (const s of sections)
    for (const prefix of s.rules)
      if (covers(prefix, rule) && prefix.length > length) {
        best = s;
        length = prefix.length;
      }
  return best;
}
