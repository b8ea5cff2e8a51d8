/**
 * The map by keyboard and by ear: where an arrow key goes from a space (to a neighbour of the board,
 * 2.1.6, lying that way; else to the nearest space of its country, then of the map, that way), and
 * each space's name as a screen reader says it, with what choosing it does when it is a target.
 */
import type { Action, DecisionFacts, SupportRow } from '../engine';
import { ADJACENT, SPACES, type Side } from '../engine/data';
import { countryName, spaceName, t, type Lang } from '../i18n';
import { oneDecimal } from './decimals';
import { POSITIONS } from './mapLayout';

/** The space an arrow (dx, dy) leads to from space i, or null when nothing lies that way. */
export function spaceTowards(i: number, dx: number, dy: number): number | null {
  const from = POSITIONS[i]!;
  const best = (candidates: readonly number[]): number | null => {
    let pick: number | null = null;
    let score = Infinity;
    for (const j of candidates) {
      if (j === i) continue;
      const vx = POSITIONS[j]!.x - from.x;
      const vy = POSITIONS[j]!.y - from.y;
      const along = vx * dx + vy * dy;
      const across = Math.abs(vx * dy - vy * dx);
      // within some 60° either side of the arrow
      if (along <= 0 || across > along * 1.8) continue;
      const s = along + 2 * across;
      if (s < score) {
        score = s;
        pick = j;
      }
    }
    return pick;
  };
  const country = SPACES[i]!.country;
  return best(ADJACENT[i]!) ?? best(SPACES.filter((s) => s.country === country).map((s) => s.index)) ?? best(SPACES.map((s) => s.index));
}

/** What choosing a target does, with the cost or the odds its tooltip shows (6.1.3, 6.2.4). */
export function targetNote(lang: Lang, a: Action, facts: DecisionFacts | undefined): string {
  const id = 'space' in a ? a.space : '';
  const cost = facts?.placeCost?.[id];
  const odds = facts?.checkOdds?.[id];
  if (a.type === 'place' && cost !== undefined) return t(lang, 'a11y.target.place', { cost });
  if (a.type === 'check' && odds)
    return t(lang, 'a11y.target.check', {
      success: Math.round(odds.success * 100),
      removed: oneDecimal(lang, odds.expectedRemoved),
    });
  return t(lang, 'a11y.target.other', { what: t(lang, `opt.${a.type}`) });
}

/** A space in words: its country, stability, type, battleground, both sides' SPs and control (2.1), then the note of a target. */
export function spaceLabel(lang: Lang, i: number, row: SupportRow, ctrl: Side | null, eliminated: boolean, note: string | undefined): string {
  const sp = SPACES[i]!;
  const words = t(lang, 'a11y.space', {
    name: spaceName(lang, sp.id),
    country: countryName(lang, sp.country),
    stability: sp.stability,
    socio: t(lang, `socio.${sp.socio}`),
    battleground: String(sp.battleground),
    communist: row.communist,
    democrat: row.democrat,
    control: t(lang, 'a11y.control', { side: ctrl ?? 'none' }),
  });
  return [words, eliminated ? t(lang, 'a11y.eliminated') : '', note ?? t(lang, 'a11y.notTarget')].filter(Boolean).join(' ');
}
