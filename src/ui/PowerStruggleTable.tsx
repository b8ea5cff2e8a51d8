/**
 * The power-struggle table (8.0): the viewer's own hand, the opponent's count (or face-up hand),
 * raising the stakes, leading, matching, conceding, blocked suits, and the rolls in words.
 */
import { memo, useState } from 'react';
import type { Action, LogEntry, PlayerView } from '../engine';
import { PS_CARDS, type Side, type Suit } from '../engine/data';
import { countryName, formatLog, psCardName, t, type Lang } from '../i18n';
import { Confirm } from './Confirm';
import { PsCard, sortPsHand } from './PsCard';

/** Log entries of the latest power struggle (from its psStart), and whether it is scored yet. */
export function lastStruggle(log: readonly LogEntry[]): { start: number; entries: LogEntry[] } | null {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]!.key === 'psStart') return { start: i, entries: log.slice(i) };
  return null;
}

export function ScoringBreakdown({ lang, entry }: { lang: Lang; entry: LogEntry }) {
  const p = entry.params;
  const row = (side: Side) => (
    <tr className={side === 'communist' ? 'c' : 'd'}>
      <th>{t(lang, `side.${side}`)}</th>
      <td>{t(lang, `level.${p[`${side}Level`]}`)}</td>
      <td>{String(p[`${side}Battlegrounds`])}</td>
      <td>{String(p[`${side}Vp`])}</td>
    </tr>
  );
  return (
    <table className="breakdown">
      <caption>
        {t(lang, 'ps.scoring')}: {countryName(lang, String(p.country))}
      </caption>
      <thead>
        <tr>
          <th />
          <th>{t(lang, 'level.presence')}/{t(lang, 'level.domination')}/{t(lang, 'level.control')}</th>
          <th>{t(lang, 'map.battleground')}</th>
          <th>{t(lang, 'ps.vpColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {row('communist')}
        {row('democrat')}
        <tr>
          <th colSpan={3}>Δ</th>
          <td>{t(lang, 'vp.value', { vp: Number(p.net) })}</td>
        </tr>
      </tbody>
    </table>
  );
}

export function PowerStruggleTable({
  lang,
  view,
  legal,
  onAct,
  extras = {},
}: {
  lang: Lang;
  view: PlayerView;
  legal: readonly Action[];
  onAct(a: Action): void;
  /** facts of the rules for the words of the buttons (8.4.6: the VP of keeping power) */
  extras?: Record<string, unknown>;
}) {
  const ps = view.powerStruggle;
  const [leader, setLeader] = useState<number | null>(null);
  const [conceding, setConceding] = useState(false);
  if (!ps) return null;
  const me = view.side;
  const opp: Side = me === 'communist' ? 'democrat' : 'communist';
  const mine = legal.filter((a) => a.side === me);
  const forCard = (card: number) => mine.filter((a) => (a.type === 'psDiscard' || a.type === 'psPlay') && a.card === card);
  const buttons = mine.filter((a) => a.type === 'raise' || a.type === 'concede' || a.type === 'surrender' || (a.type === 'done' && view.prompt?.kind === 'psRaise'));
  const verb = view.prompt?.kind === 'psRaiseDiscard' ? 'act.discard' : view.prompt?.kind === 'psDefend' ? 'act.match' : 'act.lead';
  const recent = lastStruggle(view.log)?.entries ?? [];
  const click = (card: number) => {
    const acts = forCard(card);
    if (acts.length === 1) {
      setLeader(null);
      onAct(acts[0]!);
    } else if (acts.length > 1) setLeader(card);
  };
  const suitChoices = leader === null ? [] : forCard(leader).filter((a): a is Extract<Action, { type: 'psPlay' }> => a.type === 'psPlay');
  return (
    <section className="ps-table" aria-label={t(lang, 'ps.title', { country: ps.country })}>
      <h2>
        {t(lang, 'ps.title', { country: ps.country })} <small className="muted">{t(lang, 'ps.initiator', { side: ps.initiator })}</small>
      </h2>
      <div className="ps-status">
        {(['communist', 'democrat'] as Side[]).map((s) => (
          <span key={s} className={s === 'communist' ? 'c' : 'd'}>
            {t(lang, `side.${s}`)}: {ps.raised[s] ? t(lang, 'ps.raised') : t(lang, 'ps.notRaised')}
          </span>
        ))}
        <span>{t(lang, 'ps.attacker', { side: ps.attacker })}</span>
        <span>{t(lang, 'ps.deck', { n: ps.deckSize, d: ps.discard.length })}</span>
        {ps.blockedSuits.length > 0 && (
          <span className="blocked">{t(lang, 'ps.blocked', { suits: ps.blockedSuits.map((s: Suit) => t(lang, `suit.${s}`)).join(', ') })}</span>
        )}
      </div>
      {ps.lead && (
        <p className="ps-lead">
          {t(lang, PS_CARDS[ps.lead.card]?.type === 'suited' ? 'ps.leadSuited' : 'ps.lead', { card: ps.lead.card, suit: ps.lead.suit })}
        </p>
      )}
      <div className="ps-hand" data-testid="ps-hand">
        <strong>{t(lang, 'ps.yourHand', { n: ps.hand.length })}</strong>
        <div className="ps-cards">
          {sortPsHand(ps.hand).map((c: number) => {
            const acts = forCard(c);
            return acts.length > 0 ? (
              <PsCard key={c} card={c} lang={lang} onClick={() => click(c)} selected={leader === c} />
            ) : (
              <PsCard key={c} card={c} lang={lang} />
            );
          })}
        </div>
        {mine.some((a) => a.type === 'psDiscard' || a.type === 'psPlay') && <p className="hint">{t(lang, 'ps.clickTo', { verb: t(lang, verb) })}</p>}
      </div>
      {suitChoices.length > 0 && (
        <div className="buttons">
          {suitChoices.map((a) => (
            <button key={a.suit ?? 'x'} type="button" onClick={() => (setLeader(null), onAct(a))} data-suit={a.suit}>
              {psCardName(lang, a.card)} {t(lang, 'act.asSuit', { suit: a.suit })}
            </button>
          ))}
        </div>
      )}
      {buttons.length > 0 && (
        <div className="buttons">
          {buttons.map((a, k) => (
            <button
              key={k}
              type="button"
              onClick={() => (a.type === 'concede' ? setConceding(true) : onAct(a))}
              data-action={a.type}
              data-yes={a.type === 'surrender' ? String(a.yes) : undefined}
            >
              {a.type === 'raise'
                ? t(lang, 'act.raise')
                : a.type === 'done'
                  ? t(lang, 'act.noRaise')
                  : a.type === 'concede'
                    ? t(lang, 'act.concede')
                    : a.type === 'surrender'
                      ? t(lang, a.yes ? 'act.surrenderYes' : 'act.surrenderNo', extras)
                      : a.type}
            </button>
          ))}
        </div>
      )}
      {conceding && buttons.some((a) => a.type === 'concede') && (
        <Confirm
          lang={lang}
          testId="confirm-concede"
          text={t(lang, 'ps.concedeConfirm')}
          yes={t(lang, 'ps.concedeYes')}
          onYes={() => {
            setConceding(false);
            onAct(buttons.find((a) => a.type === 'concede')!);
          }}
          onNo={() => setConceding(false)}
        />
      )}
      <div className="ps-opp">
        {ps.opponentHand ? (
          <>
            <strong>{t(lang, 'ps.opponentFaceUp')}</strong>
            <div className="ps-cards">
              {ps.opponentHand.map((c: number) => (
                <PsCard key={c} card={c} lang={lang} />
              ))}
            </div>
          </>
        ) : (
          <span className={opp === 'communist' ? 'c' : 'd'}>{t(lang, 'ps.opponentHand', { n: ps.opponentHandSize })}</span>
        )}
      </div>
      <details open>
        <summary>{t(lang, 'ps.events')}</summary>
        <ol className="log small">
          {recent.map((e, k) => (
            <li key={k}>{formatLog(lang, e)}</li>
          ))}
        </ol>
      </details>
    </section>
  );
}

/** Where the latest power struggle's lines lie in the log: from its psStart to its country scoring (or the log's end). */
function struggleSpan(log: readonly LogEntry[]): { start: number; end: number } | null {
  let start = log.length - 1;
  while (start >= 0 && log[start]!.key !== 'psStart') start--;
  if (start < 0) return null;
  let end = start;
  while (end < log.length && log[end]!.key !== 'countryScored') end++;
  return { start, end: Math.min(end + 1, log.length) };
}

/** Whether a new turn began after the log entry at `start`: a struggle of an earlier turn is over and done. */
function turnSince(log: readonly LogEntry[], start: number): boolean {
  for (let i = log.length - 1; i > start; i--) if (log[i]!.key === 'turnStart') return true;
  return false;
}

/** After a power struggle: its course and the country scoring breakdown, from the log, until the next turn begins. */
export const LastStruggle = memo(
  function LastStruggle({ lang, view, since }: { lang: Lang; view: PlayerView; since: number }) {
    const last = lastStruggle(view.log);
    if (!last || view.powerStruggle || turnSince(view.log, last.start)) return null;
    const scored = last.entries.find((e) => e.key === 'countryScored');
    const end = scored ? last.entries.indexOf(scored) + 1 : last.entries.length;
    const entries = last.entries.slice(0, end);
    return (
      <details className="last-ps" open={last.start + end > since}>
        <summary>
          {t(lang, 'ps.title', { country: String(last.entries[0]!.params.country) })}
        </summary>
        <ol className="log small">
          {entries.map((e, k) => (
            <li key={k}>{formatLog(lang, e)}</li>
          ))}
        </ol>
        {scored && <ScoringBreakdown lang={lang} entry={scored} />}
      </details>
    );
  },
  // logged lines never change: the same span, shown or hidden and open or closed alike, is the same
  (a, b) => {
    if (a.lang !== b.lang || !a.view.powerStruggle !== !b.view.powerStruggle) return false;
    if (a.view.log === b.view.log && a.since === b.since) return true;
    const x = struggleSpan(a.view.log);
    const y = struggleSpan(b.view.log);
    if (!x || !y) return x === y;
    return (
      x.start === y.start &&
      x.end === y.end &&
      a.view.log[x.start] === b.view.log[y.start] &&
      x.end > a.since === y.end > b.since &&
      turnSince(a.view.log, x.start) === turnSince(b.view.log, y.start)
    );
  },
);
