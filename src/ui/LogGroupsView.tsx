/**
 * The log grouped by turn and action round. Only the latest turn is open; an older turn renders
 * its lines only when opened. A round's lines render once: a new entry re-renders the last round
 * only. The newest lines stay in view by the list's column-reverse layout, with no scroll code.
 */
import { memo, useRef, useState } from 'react';
import { entryIs, type LogEntry, type PlayerView } from '../engine';
import type { Side } from '../engine/data';
import { t, type Lang } from '../i18n';
import { LogText } from './Panels';

interface Round {
  /** index of the group's first entry in the log */
  start: number;
  end: number;
  side: Side | null;
  round: number;
}
type Turn = {
  turn: number;
  start: number;
  end: number;
  rounds: Round[];
};

/** The lines that open an action round (a General Strike round is the strike's roll, #5); each names its round. */

/** The grouping so far: turns as they were built (a round's end grows with its lines), and the rounds counted per side. */
export interface Grouping {
  log: readonly LogEntry[];
  turns: readonly Turn[];
  count: Record<Side, number>;
}

/** Shown turns: turns and rounds that hold lines. The same built turn gives the same shown turn. */
const shownOf = new WeakMap<Turn, Turn>();
function shown(tn: Turn): Turn {
  let s = shownOf.get(tn);
  if (!s) {
    s = { ...tn, rounds: tn.rounds.filter((r) => r.end > r.start) };
    shownOf.set(tn, s);
  }
  return s;
}

/**
 * Group the log, reading only the lines added since `prev` when `log` continues `prev.log` (a
 * logged line never changes, so a new line leaves the earlier turns as they were: the same
 * objects, which their panels see as unchanged). An undone line means grouping anew.
 */
export function extendGrouping(prev: Grouping | null, log: readonly LogEntry[]): Grouping {
  const n = prev?.log.length ?? 0;
  const continues = !!prev && log.length >= n && (n === 0 || log[n - 1] === prev.log[n - 1]);
  let turns: Turn[];
  let count: Record<Side, number>;
  let from: number;
  if (continues && prev.turns.length > 0) {
    // the last turn may grow: a copy of it, the earlier ones as they are
    const last = prev.turns[prev.turns.length - 1]!;
    turns = [...prev.turns.slice(0, -1), { ...last, rounds: last.rounds.map((r) => ({ ...r })) }];
    count = { ...prev.count };
    from = n;
  } else {
    turns = [{ turn: 0, start: 0, end: 0, rounds: [{ start: 0, end: 0, side: null, round: 0 }] }];
    count = { communist: 0, democrat: 0 };
    from = 0;
  }
  if (continues && from === log.length) return prev;
  for (let i = from; i < log.length; i++) {
    const e = log[i]!;
    let turn = turns[turns.length - 1]!;
    if (entryIs(e, 'turnStart')) {
      turn = { turn: e.params.turn, start: i, end: i, rounds: [{ start: i, end: i, side: null, round: 0 }] };
      turns.push(turn);
      count = { communist: 0, democrat: 0 };
    } else if ((entryIs(e, 'playCard') && e.params.with === undefined) || entryIs(e, 'passRound') || entryIs(e, 'forfeitRound') || entryIs(e, 'strikeRoll')) {
      // a line that opens an action round (a card played with another, #21, belongs to its round)
      const side = e.params.side;
      const last = turn.rounds[turn.rounds.length - 1]!;
      const round = e.params.round ?? null;
      if (last.side !== side || (round !== null && round !== last.round)) {
        count[side] += 1;
        turn.rounds.push({ start: i, end: i, side, round: round ?? count[side] });
      }
    }
    turn.end = i + 1;
    turn.rounds[turn.rounds.length - 1]!.end = i + 1;
  }
  return { log, turns, count };
}

/** Turns (0 = setup) and their action rounds, by log index. Rounds alternate between the sides (4.5.2). */
export function groupLog(log: readonly LogEntry[], grouping: Grouping = extendGrouping(null, log)): Turn[] {
  return grouping.turns.map(shown).filter((tn) => tn.end > tn.start);
}

const RoundLines = memo(
  function RoundLines({ lang, log, round, since }: { lang: Lang; log: readonly LogEntry[]; round: Round; since: number }) {
    const entries = log.slice(round.start, round.end);
    return (
      <li className="log-round">
        {round.side && <h3 className={round.side === 'communist' ? 'c' : 'd'}>{t(lang, 'log.round', { round: round.round, side: round.side })}</h3>}
        <ol className="log" start={round.start + 1}>
          {entries.map((e, k) => {
            const side = e.params.side;
            return (
              <li key={round.start + k} className={`${round.start + k >= since ? 'new' : ''} ${side === 'communist' ? 'c' : side === 'democrat' ? 'd' : ''}`}>
                <LogText lang={lang} entry={e} />
              </li>
            );
          })}
        </ol>
      </li>
    );
  },
  // a logged entry never changes: the same range in the same language with the same "new" lines is
  // the same (the lines from `since` on are new: a round that ended before it has none, whatever
  // `since` is, so a click re-renders the round it adds to, not every round of the turn)
  (a, b) => a.lang === b.lang && a.round.start === b.round.start && a.round.end === b.round.end && firstNew(a.since, a.round) === firstNew(b.since, b.round),
);

/** Where a range's new lines (those from `since` on) begin: its end when it has none. */
const firstNew = (since: number, r: { start: number; end: number }) => Math.min(Math.max(since, r.start), r.end);

const TurnGroup = memo(
  function TurnGroup({ lang, log, turn, since, latest }: { lang: Lang; log: readonly LogEntry[]; turn: Turn; since: number; latest: boolean }) {
    const [open, setOpen] = useState(false);
    const shown = latest || open;
    return (
      <details className="log-turn" open={shown} onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary>{turn.turn === 0 ? t(lang, 'log.setup') : t(lang, 'log.turn', { turn: turn.turn })}</summary>
        {shown && (
          <ol className="log-rounds">
            {turn.rounds.map((r) => (
              <RoundLines key={r.start} lang={lang} log={log} round={r} since={since} />
            ))}
          </ol>
        )}
      </details>
    );
  },
  // the same turn's lines are the same lines: only its "new" marks can differ
  (a, b) => a.lang === b.lang && a.turn === b.turn && a.latest === b.latest && firstNew(a.since, a.turn) === firstNew(b.since, b.turn),
);

export const GroupedLog = memo(function GroupedLog({ lang, log, since }: { lang: Lang; log: PlayerView['log']; since: number }) {
  // a new line is read on its own, not the whole log again
  const grouping = useRef<Grouping | null>(null);
  grouping.current = extendGrouping(grouping.current, log);
  const turns = groupLog(log, grouping.current);
  return (
    // a scrolling region is a tab stop, so it can be scrolled from the keyboard
    <div className="log-scroll" tabIndex={0} role="region" aria-label={t(lang, 'log.title')} data-testid="log">
      <div>
        {turns.map((tn, k) => (
          <TurnGroup key={tn.start} lang={lang} log={log} turn={tn} since={since} latest={k === turns.length - 1} />
        ))}
      </div>
    </div>
  );
});
