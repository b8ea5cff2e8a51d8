/** The die of a Tiananmen Square attempt, of an event or of a General Strike, landing beside its total and what it needed. */
import { entryIs, type LogEntry } from '../../engine';
import type { Side } from '../../engine/data';
import { cardLabel, t, type Lang } from '../../i18n';
import { newKey } from './common';
import { DieFace, useTumblingDie } from './die';

/** A die rolled for a Tiananmen Square attempt (6.3) or an event, as its log entries tell it. */
export type RollItem = {
  key: number;
  kind: 'tiananmen' | 'event' | 'strike';
  side: Side;
  card: number;
  die: number;
  /** die + modifiers, where the roll has them or a number to reach */
  total: number | null;
  /** the least total that succeeds */
  needed: number | null;
  success: boolean | null;
  /** what the die gave where it is no total (e.g. #80 Nepotism's SPs) */
  result: number | null;
};

const num = (v: unknown): number | null => (typeof v === 'number' ? v : null);

/** What every roll tells: who rolled, for which card, and the die. */
const rollBase = (p: { side: Side; card: number; die: number }) => ({ key: newKey(), side: p.side, card: p.card, die: p.die });

/** The rolls of a batch of log entries: Tiananmen attempts (6.3.2), event rolls and a General Strike's rolls (#5). */
export function rollsOf(entries: readonly LogEntry[]): RollItem[] {
  const out: RollItem[] = [];
  for (const e of entries) {
    if (entryIs(e, 'tiananmenAttempt')) {
      const p = e.params;
      out.push({ ...rollBase(p), kind: 'tiananmen', total: num(p.total), needed: num(p.needed), success: p.success === true, result: null });
    } else if (entryIs(e, 'strikeRoll')) {
      const p = e.params;
      out.push({ ...rollBase(p), kind: 'strike', total: num(p.total), needed: num(p.needed), success: p.ended === true, result: null });
    } else if (entryIs(e, 'eventRoll')) {
      const p = e.params;
      // a roll with a modifier or a number to reach has a total; otherwise its result is what it gives
      const total = num(p.total) ?? (p.modifier !== undefined || p.needed !== undefined ? num(p.result) : null);
      out.push({
        ...rollBase(p),
        kind: 'event',
        total,
        needed: num(p.needed),
        success: typeof p.success === 'boolean' ? p.success : null,
        result: total === null ? num(p.result) : null,
      });
    } else if (entryIs(e, 'eventRollFailed')) {
      const p = e.params;
      // a record written before event rolls carried their target: the failure tells it
      const roll = out.findLast((r) => r.kind === 'event' && r.card === p.card);
      if (roll) {
        roll.needed ??= num(p.needed);
        roll.total ??= num(p.roll);
        roll.success = false;
      }
    }
  }
  return out;
}

/** how long a roll's die and words stay (ms), after it has landed */
export const ROLL_STAYS = 4500;

/** A roll's die face, drawn on its own (an image with the die's number as its name). */
function DieImage({ lang, value, die, side }: { lang: Lang; value: number; die: number; side: Side }) {
  return (
    <svg className="roll-die" width={30} height={30} viewBox="-2 -2 26 26" role="img" aria-label={t(lang, 'motion.dieLabel', { die })}>
      <g className="die-tumble" style={{ transformOrigin: '11px 11px' }}>
        <DieFace value={value} side={side} x={0} y={0} />
      </g>
    </svg>
  );
}

/** What a roll was for, its total against what it needed, and how it went. */
export function rollWords(lang: Lang, r: RollItem): { title: string; total: string | null; outcome: string | null } {
  const title = r.kind === 'tiananmen' ? t(lang, 'tian.title') : cardLabel(lang, r.card);
  const total =
    r.total !== null && r.needed !== null
      ? t(lang, 'motion.rollTotal', { total: r.total, needed: r.needed })
      : r.total !== null
        ? t(lang, 'motion.rollSum', { total: r.total })
        : r.result !== null
          ? t(lang, 'motion.rollResult', { result: r.result })
          : null;
  const outcome =
    r.success === null
      ? null
      : r.kind === 'strike'
        ? t(lang, r.success ? 'motion.strikeEnds' : 'motion.strikeGoesOn')
        : t(lang, r.success ? 'motion.rollSuccess' : 'motion.rollFailed');
  return { title, total, outcome };
}

/** A roll's die tumbling, then lying beside what the roll was for, its total and what it needed. */
function RollCallout({ item, lang, reduced }: { item: RollItem; lang: Lang; reduced: boolean }) {
  const { face, landed } = useTumblingDie(item.die, reduced);
  const words = rollWords(lang, item);
  return (
    <div
      className={`roll roll-${item.side === 'communist' ? 'c' : 'd'}${landed ? ' landed' : ''}${item.success === false ? ' roll-failed' : ''}`}
      data-roll={item.kind}
      data-card={item.card}
      data-die={item.die}
      data-testid="roll"
    >
      <DieImage lang={lang} value={face} die={item.die} side={item.side} />
      <span className="roll-text">
        <strong>{words.title}</strong>
        {landed && words.total && <span className="roll-total">{words.total}</span>}
        {landed && words.outcome && <span className="roll-outcome">{words.outcome}</span>}
      </span>
    </div>
  );
}

/**
 * The rolls of the newest moves, each kept until it has been read (with reduced motion: its face at
 * once). Not a live region: the table's announcer says each roll once (src/ui/Announcer.tsx).
 */
export function Rolls({ lang, rolls, reduced }: { lang: Lang; rolls: readonly RollItem[]; reduced: boolean }) {
  if (rolls.length === 0) return null;
  return (
    <div className="rolls" role="group" aria-label={t(lang, 'motion.rolls')} data-testid="rolls">
      {rolls.map((r) => (
        <RollCallout key={r.key} item={r} lang={lang} reduced={reduced} />
      ))}
    </div>
  );
}
