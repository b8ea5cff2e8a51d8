/**
 * The power-struggle table (8.0) as a table: the opponent across from the viewer, each side with its
 * deal (8.1), raise marker (8.2.2) and the initiative (8.3.1); between them the cards played, face
 * up in the order played (8.3.2), and the card to match; the viewer's hand and buttons; once the
 * struggle is won, its result card (8.3.3, 8.4). The opponent's hand shows only as card backs
 * unless an event turns it face up.
 */
import { memo, useState } from 'react';
import { entryIs, playedCards, type Action, type LogEntry, type LogEntryOf, type LogKey, type PlayedPsCard, type PlayerView } from '../engine';
import { PS_CARDS, type Side, type Suit } from '../engine/data';
import { countryName, formatLog, psCardName, t, type Lang } from '../i18n';
import { useGame } from '../store/game';
import { Confirm } from './Confirm';
import { PsCard, sortPsHand } from './PsCard';

/** Log entries of the latest power struggle (from its psStart), and whether it is scored yet. */
export function lastStruggle(log: readonly LogEntry[]): { start: number; opening: LogEntryOf<'psStart'>; entries: LogEntry[] } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    if (entryIs(e, 'psStart')) return { start: i, opening: e, entries: log.slice(i) };
  }
  return null;
}

export function ScoringBreakdown({ lang, entry }: { lang: Lang; entry: LogEntryOf<'countryScored'> }) {
  const p = entry.params;
  const row = (side: Side) => (
    <tr className={side === 'communist' ? 'c' : 'd'}>
      <th>{t(lang, `side.${side}`)}</th>
      <td>{t(lang, `level.${p[`${side}Level`]}`)}</td>
      <td>{p[`${side}Battlegrounds`]}</td>
      <td>{p[`${side}Vp`]}</td>
    </tr>
  );
  return (
    <table className="breakdown">
      <caption>
        {t(lang, 'ps.scoring')}: {countryName(lang, p.country)}
      </caption>
      <thead>
        <tr>
          <th />
          <th>
            {t(lang, 'level.presence')}/{t(lang, 'level.domination')}/{t(lang, 'level.control')}
          </th>
          <th>{t(lang, 'map.battleground')}</th>
          <th>{t(lang, 'ps.vpColumn')}</th>
        </tr>
      </thead>
      <tbody>
        {row('communist')}
        {row('democrat')}
        <tr>
          <th colSpan={3}>Δ</th>
          <td>{t(lang, 'vp.value', { vp: p.net })}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** A die face with its number (the pips for the eye, the number for everyone). */
function Die({ n }: { n: number }) {
  return <span className="pst-die">{n}</span>;
}

/** 8.2.2: the raise marker of a side, turned up when it raised. */
function RaiseMarker({ lang, raised }: { lang: Lang; raised: boolean }) {
  return (
    <span className={`pst-raise${raised ? ' on' : ''}`} title={t(lang, raised ? 'ps.raised' : 'ps.notRaised')}>
      <span className="pst-token">{raised ? '+1' : '–'}</span>
      <span className="pst-raise-word">{t(lang, raised ? 'ps.raised' : 'ps.notRaised')}</span>
    </span>
  );
}

/** One side of the table: its name, deal, raise marker, initiative and (for the opponent) its cards face down. */
function SideRow({
  lang,
  side,
  you,
  dealt,
  raised,
  initiative,
  count,
  computer,
}: {
  lang: Lang;
  side: Side;
  you: boolean;
  /** the computer plays this side: it is no one's "you" */
  computer: boolean;
  dealt: number | null;
  raised: boolean;
  initiative: boolean;
  count: number;
}) {
  return (
    <div className={`pst-side-head ${side === 'communist' ? 'c' : 'd'}`}>
      <strong className="pst-name">{t(lang, computer ? 'pst.computer' : you ? 'pst.you' : 'pst.opponent', { side })}</strong>
      {dealt !== null && <span className="pst-dealt">{t(lang, 'pst.dealt', { n: dealt })}</span>}
      <RaiseMarker lang={lang} raised={raised} />
      {initiative && (
        <span className="pst-initiative" data-testid="ps-initiative">
          ★ {t(lang, 'pst.initiative')}
        </span>
      )}
      {!you && (
        <span className="pst-backs" aria-hidden>
          {Array.from({ length: Math.min(count, 12) }, (_, i) => (
            <span key={i} className="pst-back" />
          ))}
        </span>
      )}
      {!you && <span className="pst-count">{t(lang, 'ps.opponentHand', { n: count })}</span>}
    </div>
  );
}

/** What a card laid down did, in a few words under it. */
function playedNote(lang: Lang, p: PlayedPsCard): string {
  if (p.how === 'block') return t(lang, 'pst.blocks', { suit: p.suit });
  if (p.how === 'lead') return PS_CARDS[p.card]!.type === 'wild' ? t(lang, 'pst.wildPlayed') : t(lang, 'pst.led', { suit: p.suit });
  if (p.die === null || p.die === undefined) return t(lang, 'pst.matchedRally');
  return t(lang, p.success ? 'pst.matchedWon' : 'pst.matchedLost', { die: p.die, rank: p.rank });
}

/** The cards on the table, face up, in the order played; the newest is laid down last. */
function Felt({ lang, played }: { lang: Lang; played: readonly PlayedPsCard[] }) {
  return (
    <ol className="pst-played" aria-label={t(lang, 'pst.played')} data-testid="ps-played">
      {played.length === 0 && <li className="pst-empty muted">{t(lang, 'pst.noneYet')}</li>}
      {played.map((p, k) => (
        <li key={k} className={`pst-play ${p.side === 'communist' ? 'c' : 'd'} how-${p.how}${k === played.length - 1 ? ' pst-new' : ''}`}>
          <PsCard card={p.card} lang={lang} played mini />
          <span className="pst-note">
            <span className="pst-who">{t(lang, `side.${p.side}`)}</span> {playedNote(lang, p)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The result of a struggle as a card (8.3.3, 8.4): the winner and the winning suit, the loser's
 * support loss roll, the winner's VP roll, and what became of power, as far as they are known.
 */
export function StruggleResult({ lang, entries }: { lang: Lang; entries: readonly LogEntry[] }) {
  const find = <K extends LogKey>(key: K) => entries.find((e): e is LogEntry & LogEntryOf<K> => entryIs(e, key))?.params;
  const won = find('psWinner');
  if (!won) return null;
  const winner = won.winner;
  const other: Side = winner === 'communist' ? 'democrat' : 'communist';
  // how it was decided (8.3.3): a concession, no card to match, or no card to lead
  const end = entries.find((e) => e.key === 'psConcede' || e.key === 'psCannotMatch' || e.key === 'psNoPlayableCard')?.key;
  const loss = find('psSupportLoss');
  const vp = find('psVictoryPoints');
  const surrendered = find('psSurrender');
  const kept = find('psPowerScored');
  return (
    <section className={`pst-result ${winner === 'communist' ? 'win-c' : 'win-d'}`} data-testid="ps-result" aria-label={t(lang, 'pst.result')}>
      <h3>
        <span aria-hidden>★ </span>
        {t(lang, 'pst.winner', { side: winner })}
      </h3>
      <p className="pst-win-suit">
        {[
          end === 'psConcede' && t(lang, 'pst.endConcede', { side: other }),
          end === 'psCannotMatch' && t(lang, 'pst.endCannotMatch', { side: other }),
          end === 'psNoPlayableCard' && t(lang, 'pst.endNoCard', { side: other }),
          won.suit != null && t(lang, 'pst.winSuit', { suit: won.suit }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <dl>
        <dt>{t(lang, 'pst.supportLoss')}</dt>
        <dd>
          {loss ? (
            <>
              <Die n={loss.die} /> {t(lang, 'pst.lossRoll', { side: loss.side, modifier: loss.modifier, total: loss.die + loss.modifier, lost: loss.lost })}
            </>
          ) : (
            '…'
          )}
        </dd>
        <dt>{t(lang, 'pst.vp')}</dt>
        <dd>
          {vp ? (
            <>
              <Die n={vp.die} /> {t(lang, 'pst.vpRoll', { side: vp.side, modifier: vp.modifier, total: vp.die + vp.modifier, vp: vp.vp })}
            </>
          ) : (
            '…'
          )}
        </dd>
        <dt>{t(lang, 'pst.power')}</dt>
        <dd className="pst-power">
          {vp?.takesPower
            ? t(lang, 'pst.takesPower')
            : surrendered
              ? t(lang, 'pst.surrendered')
              : kept
                ? t(lang, 'pst.kept', { vp: kept.vp, times: kept.times })
                : entries.some((e) => e.key === 'countryScored')
                  ? t(lang, 'pst.powerStays')
                  : vp
                    ? t(lang, 'pst.powerDecides')
                    : '…'}
        </dd>
      </dl>
    </section>
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
  const seats = useGame((s) => s.computer);
  const [leader, setLeader] = useState<number | null>(null);
  const [conceding, setConceding] = useState(false);
  if (!ps) return null;
  const me = view.side;
  const opp: Side = me === 'communist' ? 'democrat' : 'communist';
  const mine = legal.filter((a) => a.side === me);
  const forCard = (card: number) => mine.filter((a) => (a.type === 'psDiscard' || a.type === 'psPlay') && a.card === card);
  const buttons = mine.filter(
    (a) => a.type === 'raise' || a.type === 'concede' || a.type === 'surrender' || (a.type === 'done' && view.prompt?.kind === 'psRaise'),
  );
  const verb = view.prompt?.kind === 'psRaiseDiscard' ? 'act.discard' : view.prompt?.kind === 'psDefend' ? 'act.match' : 'act.lead';
  const last = lastStruggle(view.log);
  const recent = last?.entries ?? [];
  const start = last?.opening.params ?? null;
  // the cards laid on the table come in the view while the struggle is under way
  const played = view.powerStruggle?.played ?? playedCards(recent);
  const click = (card: number) => {
    const acts = forCard(card);
    if (acts.length === 1) {
      setLeader(null);
      onAct(acts[0]!);
    } else if (acts.length > 1) setLeader(card);
  };
  const suitChoices = leader === null ? [] : forCard(leader).filter((a): a is Extract<Action, { type: 'psPlay' }> => a.type === 'psPlay');
  const initiative = ps.winner === null;
  return (
    <section className="ps-table" aria-label={t(lang, 'ps.title', { country: ps.country })}>
      <h2>
        {t(lang, 'ps.title', { country: ps.country })} <small className="muted">{t(lang, 'ps.initiator', { side: ps.initiator })}</small>
      </h2>
      <div className={`pst-side pst-opp ${opp === 'communist' ? 'side-c' : 'side-d'}`}>
        <SideRow
          lang={lang}
          side={opp}
          you={false}
          computer={!!seats[opp]}
          dealt={start ? start[opp] : null}
          raised={ps.raised[opp]}
          initiative={initiative && ps.attacker === opp}
          count={ps.opponentHandSize}
        />
        {ps.opponentHand && (
          <div className="ps-opp">
            <strong>{t(lang, 'ps.opponentFaceUp')}</strong>
            <div className="ps-cards">
              {ps.opponentHand.map((c: number) => (
                <PsCard key={c} card={c} lang={lang} />
              ))}
            </div>
          </div>
        )}
      </div>
      <div className="pst-felt">
        <div className="ps-status">
          {initiative && <span className="pst-attacker">{t(lang, 'ps.attacker', { side: ps.attacker })}</span>}
          <span>{t(lang, 'ps.deck', { n: ps.deckSize, d: ps.discard.length })}</span>
          {ps.blockedSuits.length > 0 && (
            <span className="blocked">{t(lang, 'ps.blocked', { suits: ps.blockedSuits.map((s: Suit) => t(lang, `suit.${s}`)).join(', ') })}</span>
          )}
        </div>
        <Felt lang={lang} played={played} />
        {ps.lead && ps.winner === null && (
          <p className="ps-lead">
            <span className="pst-tomatch">{t(lang, 'pst.toMatch')}</span>{' '}
            {PS_CARDS[ps.lead.card]?.type === 'suited' ? psCardName(lang, ps.lead.card) : t(lang, 'pst.leaderAs', { card: ps.lead.card, suit: ps.lead.suit })}
            <span className="pst-need"> · {t(lang, 'pst.matchNeeds', { suit: ps.lead.suit })}</span>
          </p>
        )}
      </div>
      {ps.winner !== null && <StruggleResult lang={lang} entries={recent} />}
      <div className={`pst-side pst-me ${me === 'communist' ? 'side-c' : 'side-d'}`}>
        <SideRow
          lang={lang}
          side={me}
          you
          computer={!!seats[me]}
          dealt={start ? start[me] : null}
          raised={ps.raised[me]}
          initiative={initiative && ps.attacker === me}
          count={ps.hand.length}
        />
        <div className="ps-hand" data-testid="ps-hand">
          {/* a side the computer plays keeps its cards to itself */}
          {!seats[me] && <strong>{t(lang, 'ps.yourHand', { n: ps.hand.length })}</strong>}
          <div className="ps-cards">
            {sortPsHand(ps.hand).map((c: number) => {
              const acts = forCard(c);
              return acts.length > 0 ? (
                <PsCard
                  key={c}
                  card={c}
                  lang={lang}
                  onClick={() => click(c)}
                  selected={leader === c}
                  pick={verb === 'act.discard' ? 'ps.discardable' : 'ps.playable'}
                />
              ) : (
                <PsCard key={c} card={c} lang={lang} />
              );
            })}
          </div>
          {mine.some((a) => a.type === 'psDiscard' || a.type === 'psPlay') && <p className="hint">{t(lang, 'ps.clickTo', { verb: t(lang, verb) })}</p>}
        </div>
      </div>
      {(suitChoices.length > 0 || buttons.length > 0 || conceding) && (
        <div className="pst-actions" data-testid="ps-actions">
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
        </div>
      )}
      <details className="pst-log">
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
    const scored = last.entries.find((e) => entryIs(e, 'countryScored'));
    const end = scored ? last.entries.indexOf(scored) + 1 : last.entries.length;
    const entries = last.entries.slice(0, end);
    return (
      <details className="last-ps" open={last.start + end > since}>
        <summary>{t(lang, 'ps.title', { country: last.opening.params.country })}</summary>
        {/* the cards as they lay on the table, then the result card */}
        <div className="pst-felt">
          <Felt lang={lang} played={playedCards(entries)} />
        </div>
        <StruggleResult lang={lang} entries={entries} />
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
