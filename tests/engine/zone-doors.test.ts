/**
 * The card zones are read and changed in one place (docs/design.md "Card zones"): outside
 * src/engine/zones/ no file of src/engine or src/ai names a zone's list — hands, set-aside cards,
 * draw pile, cards not yet added (4.4), discards, removed cards, cards in play, the struggle's deck
 * and hands, the family mode's piles. The few lines that do are listed here with the reason, so a
 * new one fails this test until it goes through the zones (or is added here, at most 10 in all).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '../..');
const ZONE_LIST = /\.(hands|setAside|drawPile|notYetAdded|discard|removed|inPlay|deck|drawPiles|discards|psDrawPile|psDiscard|psHands)\b/g;

/** Lines allowed to name a zone's list, and why. */
const ALLOWED: Record<string, string> = {
  // the working copy names every field of the top level, so every copy has one shape (cow.ts)
  'src/engine/cow.ts:    hands: s.hands,': 'shares the part',
  'src/engine/cow.ts:    setAside: s.setAside,': 'shares the part',
  'src/engine/cow.ts:    drawPile: s.drawPile,': 'shares the part',
  'src/engine/cow.ts:    discard: s.discard,': 'shares the part',
  'src/engine/cow.ts:    removed: s.removed,': 'shares the part',
  'src/engine/cow.ts:    notYetAdded: s.notYetAdded,': 'shares the part',
  'src/engine/cow.ts:    inPlay: s.inPlay,': 'shares the part',
  // a support check's outcome (6.2.6), no card zone
  'src/engine/decision.ts:    if (out.removed + out.added === 0) continue;': 'SPs removed',
  'src/engine/decision.ts:    removed += out.removed;': 'SPs removed',
};

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...sources(p));
    else if (/\.tsx?$/.test(p)) out.push(p);
  }
  return out;
}

/** Every line of src/engine (but the zones and the generated data) and src/ai that names a zone's list. */
function zoneListLines(): string[] {
  const files = [...sources(join(ROOT, 'src/engine')), ...sources(join(ROOT, 'src/ai'))]
    .map((p) => relative(ROOT, p))
    .filter((p) => !p.startsWith('src/engine/zones/') && !p.startsWith('src/engine/data/'));
  const hits: string[] = [];
  for (const file of files)
    for (const line of readFileSync(join(ROOT, file), 'utf8').split('\n')) {
      const code = line.replace(/\/\/.*$|^\s*\*.*$|^\s*\/\*.*$/, '');
      if (code.match(ZONE_LIST)) hits.push(`${file}:${line}`);
    }
  return hits;
}

describe('the card zones are the one place that reads their lists (docs/design.md "Card zones")', () => {
  it('finds the zones read around a door when there is one (the pattern is live)', () => {
    expect('s.hands[side]'.match(ZONE_LIST)).not.toBeNull();
    expect('f.family.psHands.democrat'.match(ZONE_LIST)).not.toBeNull();
    expect('ps.deck.length'.match(ZONE_LIST)).not.toBeNull();
    expect('hand(s, side)'.match(ZONE_LIST)).toBeNull();
  });

  it('outside src/engine/zones/ only the listed lines of src/engine and src/ai name a zone list, at most 10', () => {
    const hits = zoneListLines();
    expect(hits.filter((h) => !(h in ALLOWED))).toEqual([]);
    expect(hits.length).toBeLessThanOrEqual(10);
    // a listed line gone stays gone
    expect(Object.keys(ALLOWED).filter((a) => !hits.includes(a))).toEqual([]);
  });
});
