/**
 * The end of a turn in one card (VP, power, the Tiananmen Square and USSR tracks, the cards the
 * new turn added) and a country's scoring as a result card. A chunk of its own. The figures come
 * from the engine, which reports each turn's public figures as it begins (view.turnFacts), and
 * the log; nothing hidden (hands, draws) is read, and the record is not replayed.
 */
import { memo, useState } from 'react';
import { entryIs, type LogEntry, type LogEntryOf, type PlayerView } from '../engine';
import { COUNTRY_IDS, SIDES, type CountryId, type Side } from '../engine/data';
import { t, ussrStepName, type Lang } from '../i18n';
import { gameStore } from '../store/game';
import { useMoments } from '../store/moments';
import { lastStruggle, StruggleResult } from './PowerStruggleTable';
import { ResultWaitSetting, useMoment } from './moments';

type Summary = {
  /** the turn that ended */
  turn: number;
  vp: { from: number; to: number };
  power: { country: CountryId; side: Side }[];
  tiananmen: { side: Side; from: number; to: number }[];
  ussr: { from: number; to: number };
  /** the cards the new turn added to the draw pile (4.4), as its start logged them */
  added: { period: string; cards: number }[];
};

/**
 * What changed from the start of the turn before to the start of this one, as the engine reports
 * them (view.turnFacts), and the cards this turn's start added, as its log says (null before a second turn).
 */
export function turnSummary(view: Pick<PlayerView, 'turnFacts' | 'log'>): Summary | null {
  const facts = view.turnFacts;
  if (!facts?.previous) return null;
  const { previous: a, current: b } = facts;
  const log = view.log;
  let start = log.length - 1;
  while (start >= 0 && !(entryIs(log[start]!, 'turnStart') && log[start]!.params.turn === b.turn)) start--;
  return {
    turn: a.turn,
    vp: { from: a.vp, to: b.vp },
    power: COUNTRY_IDS.filter((c) => a.power[c] !== b.power[c]).map((c) => ({ country: c, side: b.power[c] })),
    tiananmen: SIDES.map((side) => ({ side, from: a.tiananmen[side], to: b.tiananmen[side] })),
    ussr: { from: a.ussr, to: b.ussr },
    added: start < 0 ? [] : log.slice(start + 1).flatMap((e) => (entryIs(e, 'addPeriod') ? [{ period: e.params.period, cards: e.params.cards }] : [])),
  };
}

/** A result card's Continue, and beside it how long such cards wait. */
function ResultFoot({ lang, onClose, testId }: { lang: Lang; onClose(): void; testId: string }) {
  return (
    <div className="result-foot">
      <button type="button" className="primary" onClick={onClose} data-testid={testId}>
        {t(lang, 'summary.continue')}
      </button>
      <ResultWaitSetting lang={lang} />
    </div>
  );
}

/** The summary card of a turn that ended. */
export function SummaryCard({ lang, summary, onClose }: { lang: Lang; summary: Summary; onClose(): void }) {
  const { vp, ussr } = summary;
  return (
    <section className="result-card turn-summary" role="dialog" aria-labelledby="turn-summary-title" data-testid="turn-summary">
      <h2 id="turn-summary-title">{t(lang, 'summary.title', { turn: summary.turn })}</h2>
      <dl>
        <dt>{t(lang, 'summary.vp')}</dt>
        <dd data-testid="summary-vp" className={vp.to > vp.from ? 'd' : vp.to < vp.from ? 'c' : ''}>
          {vp.from === vp.to ? t(lang, 'summary.vpSame', { vp: vp.to }) : t(lang, 'summary.vpChange', { from: vp.from, to: vp.to })}
        </dd>
        <dt>{t(lang, 'summary.power')}</dt>
        <dd data-testid="summary-power">
          {summary.power.length === 0
            ? t(lang, 'summary.powerNone')
            : summary.power.map((p) => (
                <span key={p.country} className={p.side === 'communist' ? 'c' : 'd'} data-country={p.country}>
                  {t(lang, 'summary.powerChanged', { country: p.country, side: p.side })}
                </span>
              ))}
        </dd>
        <dt>{t(lang, 'summary.tiananmen')}</dt>
        <dd data-testid="summary-tiananmen">
          {summary.tiananmen.map((x) => (
            <span key={x.side} className={x.side === 'communist' ? 'c' : 'd'}>
              {x.from === x.to ? t(lang, 'summary.boxSame', { side: x.side, box: x.to }) : t(lang, 'summary.box', { side: x.side, from: x.from, to: x.to })}
            </span>
          ))}
        </dd>
        <dt>{t(lang, 'summary.ussr')}</dt>
        <dd data-testid="summary-ussr">
          {ussr.from === ussr.to
            ? t(lang, 'summary.ussrSame', { position: ussr.to, name: ussrStepName(lang, ussr.to) })
            : t(lang, 'summary.ussrMove', { from: ussr.from, to: ussr.to, name: ussrStepName(lang, ussr.to) })}
        </dd>
        <dt>{t(lang, 'summary.nextCards', { turn: summary.turn + 1 })}</dt>
        <dd data-testid="summary-added">
          {summary.added.length === 0 ? t(lang, 'summary.noneAdded') : summary.added.map((a) => <span key={a.period}>{t(lang, 'summary.added', a)}</span>)}
        </dd>
      </dl>
      <ResultFoot lang={lang} onClose={onClose} testId="summary-close" />
    </section>
  );
}

/**
 * What this tab has shown, kept in its session storage so that a reload brings back a result card
 * still up (and not one closed): per game and side the turn the table was first seen in (no
 * summary of a turn that ended before), the summaries closed, and the scorings closed.
 */
const SHOWN_KEY = 'jn1989.resultCards';
function readShown(): { firstSeen: [string, number][]; closed: string[]; scorings: string[] } {
  try {
    const v = JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? 'null') as unknown;
    if (v && typeof v === 'object' && 'firstSeen' in v && 'closed' in v && 'scorings' in v) return v as ReturnType<typeof readShown>;
  } catch {
    // no session storage, or not ours: nothing shown yet
  }
  return { firstSeen: [], closed: [], scorings: [] };
}
const stored = readShown();
const firstSeen = new Map<string, number>(stored.firstSeen.filter(([k, n]) => typeof k === 'string' && typeof n === 'number'));
const closed = new Set<string>(stored.closed.filter((k) => typeof k === 'string'));
const shownScoring = new Set<string>(stored.scorings.filter((k) => typeof k === 'string'));
const cache = new Map<string, Summary | null>();
function keepShown(): void {
  try {
    sessionStorage.setItem(SHOWN_KEY, JSON.stringify({ firstSeen: [...firstSeen], closed: [...closed], scorings: [...shownScoring] }));
  } catch {
    // private mode: kept for this page only
  }
}

/** Forget what was shown (tests). */
export function resetSummaries(): void {
  firstSeen.clear();
  closed.clear();
  shownScoring.clear();
  cache.clear();
  keepShown();
}

/**
 * The summary of the turn that just ended, until the player closes it, or until a power struggle
 * begins: the player who played its scoring card has moved on, and the card never lies over the
 * struggle's table.
 */
export const TurnSummary = memo(function TurnSummary({
  lang,
  view,
  side,
  struggle = false,
}: {
  lang: Lang;
  view: Pick<PlayerView, 'turn' | 'result' | 'turnFacts' | 'log'>;
  side: Side;
  struggle?: boolean;
}) {
  const [, setClosedCount] = useState(0);
  const record = gameStore.getState().record;
  if (!record || view.result) return null;
  const game = record.gameId ?? record.options.seed;
  const who = `${game}:${side}`;
  if (!firstSeen.has(who)) {
    firstSeen.set(who, view.turn);
    keepShown();
  }
  const key = `${who}:${view.turn}`;
  if (view.turn <= firstSeen.get(who)! || closed.has(key)) return null;
  if (struggle) {
    closed.add(key);
    keepShown();
    return null;
  }
  const id = `${game}:${view.turn}`;
  if (!cache.has(id)) cache.set(id, view.turnFacts?.current.turn === view.turn ? turnSummary(view) : null);
  const summary = cache.get(id);
  if (!summary) return null;
  return (
    <OpenSummary
      lang={lang}
      summary={summary}
      momentKey={`summary:${key}`}
      onClose={() => {
        closed.add(key);
        keepShown();
        setClosedCount((n) => n + 1);
      }}
    />
  );
});

/**
 * The summary card while it is up: the computer waits for it (src/store/moments.ts); it comes
 * after a country's scoring card, not under it, the two never stacked.
 */
function OpenSummary({ lang, summary, momentKey, onClose }: { lang: Lang; summary: Summary; momentKey: string; onClose(): void }) {
  const scoringUp = useMoments((s) => [...s.open].some((k) => k.startsWith('scoring:')));
  useMoment(momentKey, onClose, !scoringUp);
  return scoringUp ? null : <SummaryCard lang={lang} summary={summary} onClose={onClose} />;
}

/**
 * A country's scoring (9.0) as the log has it: the levels, VP, battlegrounds and net. It stays
 * the moment to show until a card is played after it (not at the new turn it may lead to: the
 * turn's summary comes after it).
 */
export function lastScoring(log: readonly LogEntry[]): { at: number; entry: LogEntryOf<'countryScored'> } | null {
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i]!;
    // the final scoring has the end screen; a new card play ends the moment
    if (e.key === 'finalScoring' || e.key === 'playCard' || e.key === 'familyPlayCard') return null;
    if (entryIs(e, 'countryScored')) return { at: i, entry: e };
  }
  return null;
}

/**
 * The result card of a country's scoring (9.0) and of the power struggle that decided it (8.3.3,
 * 8.4): who won and how, the support lost, the VP roll, what became of power, and the scoring's
 * figures; until closed or the next card play. The computer waits while it is up.
 */
export const ScoringCard = memo(function ScoringCard({ lang, log }: { lang: Lang; log: readonly LogEntry[] }) {
  const [, setN] = useState(0);
  const last = lastScoring(log);
  const record = gameStore.getState().record;
  if (!last) return null;
  const key = `${record?.gameId ?? ''}:${last.at}`;
  if (shownScoring.has(key)) return null;
  const struggle = lastStruggle(log.slice(0, last.at + 1));
  return (
    <OpenScoring
      key={key}
      lang={lang}
      entry={last.entry}
      struggle={struggle?.entries ?? null}
      momentKey={`scoring:${key}`}
      onClose={() => {
        shownScoring.add(key);
        keepShown();
        setN((n) => n + 1);
      }}
    />
  );
});

function OpenScoring({
  lang,
  entry,
  struggle,
  momentKey,
  onClose,
}: {
  lang: Lang;
  entry: LogEntryOf<'countryScored'>;
  struggle: readonly LogEntry[] | null;
  momentKey: string;
  onClose(): void;
}) {
  useMoment(momentKey, onClose);
  const p = entry.params;
  return (
    <section className="result-card scoring-card" role="dialog" aria-labelledby="scoring-card-title" data-testid="scoring-card" data-country={p.country}>
      <h2 id="scoring-card-title">{t(lang, 'scoring.title', { country: p.country })}</h2>
      {struggle && <StruggleResult lang={lang} entries={struggle} />}
      <p className="c">{t(lang, 'scoring.side', { side: 'communist', level: p.communistLevel, vp: p.communistVp, bg: p.communistBattlegrounds })}</p>
      <p className="d">{t(lang, 'scoring.side', { side: 'democrat', level: p.democratLevel, vp: p.democratVp, bg: p.democratBattlegrounds })}</p>
      <p className="scoring-net">
        <strong>{t(lang, 'scoring.net', { net: p.net, vp: p.vp })}</strong>
      </p>
      <ResultFoot lang={lang} onClose={onClose} testId="scoring-close" />
    </section>
  );
}
