/**
 * The end of the game (10.0): who won and why, the final VP, and the final scoring country by
 * country as the log recorded it (levels and VP per side, the Communist's power bonus).
 */
import { Fragment, useEffect, useRef } from 'react';
import { entryIs, SIDES, type GameResult, type LogEntry, type LogEntryOf, type Side } from '../engine';
import { cardName, countryName, t, type Lang } from '../i18n';
import { exportLog, exportRecord } from '../kit/download';
import { useGame } from '../store/game';
import { Named } from '../kit/Named';
import { Slot } from './slots';

interface FinalScoring {
  /** 'final': 10.4 final scoring of every country; 'event': New Year's Eve Party's last struggle only (10.3) */
  kind: 'final' | 'event';
  countries: LogEntryOf<'countryScored'>[];
  bonus: LogEntryOf<'finalBonus'> | null;
  /** VP of events in force at final scoring (e.g. The Tyrant is Gone) */
  events: LogEntryOf<'finalScoringEvent'>[];
}

/** The country scorings of the end of the game: final scoring (10.4) or the last struggle of New Year's Eve Party. */
export function finalScoring(log: readonly LogEntry[], result: GameResult): FinalScoring | null {
  let from = -1;
  let kind: FinalScoring['kind'] = 'final';
  for (let i = log.length - 1; i >= 0; i--) {
    const k = log[i]!.key;
    if (k === 'finalScoring' || (result.reason === 'event' && k === 'newYearsEveParty')) {
      from = i;
      kind = k === 'finalScoring' ? 'final' : 'event';
      break;
    }
  }
  if (from < 0) return null;
  const rest = log.slice(from + 1);
  const countries = rest.filter((e) => entryIs(e, 'countryScored'));
  const bonus = rest.find((e) => entryIs(e, 'finalBonus')) ?? null;
  const events = rest.filter((e) => entryIs(e, 'finalScoringEvent'));
  return countries.length === 0 && !bonus ? null : { kind, countries, bonus, events };
}

function reasonText(lang: Lang, result: GameResult, log: readonly LogEntry[], vp: number): string {
  switch (result.reason) {
    case 'automatic-victory':
      return t(lang, 'end.reason.automatic-victory', { vp });
    case 'held-scoring-card': {
      const held = log.findLast((e) => entryIs(e, 'heldScoringCard'));
      const sides = held?.params.sides ?? [];
      return sides.length === 2 ? t(lang, 'end.reason.held-scoring-card-both') : t(lang, 'end.reason.held-scoring-card', { sides });
    }
    case 'event':
      return t(lang, 'end.reason.event', { card: 104 });
    default:
      return t(lang, `end.reason.${result.reason}`);
  }
}

export function FinalScoringTable({ lang, scoring }: { lang: Lang; scoring: FinalScoring }) {
  const level = (e: LogEntryOf<'countryScored'>, side: Side) => t(lang, `level.${side === 'communist' ? e.params.communistLevel : e.params.democratLevel}`);
  const num = (n: number) => t(lang, 'end.signed', { n });
  return (
    <table className="final-scoring" data-testid="final-scoring">
      <caption data-testid="final-scoring-caption">{t(lang, scoring.kind === 'event' ? 'end.breakdown.event' : 'end.breakdown')}</caption>
      <thead>
        <tr>
          <th rowSpan={2}>{t(lang, 'end.country')}</th>
          <th colSpan={2} className="c">
            {t(lang, 'side.communist')}
          </th>
          <th colSpan={2} className="d">
            {t(lang, 'side.democrat')}
          </th>
          <th rowSpan={2}>{t(lang, 'end.net')}</th>
        </tr>
        <tr>
          <th className="c">{t(lang, 'end.level')}</th>
          <th className="c">{t(lang, 'end.vp')}</th>
          <th className="d">{t(lang, 'end.level')}</th>
          <th className="d">{t(lang, 'end.vp')}</th>
        </tr>
      </thead>
      <tbody>
        {scoring.countries.map((e, k) => (
          <tr key={k} data-country={e.params.country}>
            <th>{countryName(lang, e.params.country)}</th>
            <td className="c">{level(e, 'communist')}</td>
            <td className="c num">{e.params.communistVp}</td>
            <td className="d">{level(e, 'democrat')}</td>
            <td className="d num">{e.params.democratVp}</td>
            <td className="num">{num(e.params.net)}</td>
          </tr>
        ))}
        {scoring.bonus && (
          <tr className="bonus">
            <th colSpan={5}>{t(lang, 'end.bonus', { countries: scoring.bonus.params.countries })}</th>
            <td className="num">{num(scoring.bonus.params.vp)}</td>
          </tr>
        )}
        {scoring.events.map((e, k) => (
          <tr key={`event-${k}`} className="bonus">
            <th colSpan={5}>{cardName(lang, e.params.card)}</th>
            <td className="num">{num(e.params.vp)}</td>
          </tr>
        ))}
      </tbody>
      {scoring.bonus && (
        <tfoot>
          <tr>
            <th colSpan={5}>{t(lang, 'end.total')}</th>
            <td className="num">{num((scoring.events.at(-1) ?? scoring.bonus).params.total)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}

/** Who played which side, by the names given in the new-game dialog (and the computer's seats). */
function PlayersLine({ lang }: { lang: Lang }) {
  const players = useGame((s) => s.players);
  const computer = useGame((s) => s.computer);
  const named = SIDES.map((side) => {
    const level = computer[side];
    return { side, name: players?.[side]?.name.trim() || (level ? t(lang, 'ai.computerAt', { level: t(lang, `ai.level.${level}`) }) : '') };
  }).filter((x) => x.name);
  if (named.length === 0) return null;
  // each name isolated for direction: a name written right to left never turns the sentence around
  return (
    <p data-testid="end-players">
      {named.map(({ side, name }, i) => (
        <Fragment key={side}>
          {i > 0 && ' '}
          <Named lang={lang} k="end.played" param="player" name={name} params={{ side }} />
        </Fragment>
      ))}
    </p>
  );
}

export function EndScreen({
  lang,
  result,
  vp,
  log,
  onClose,
  onNewGame,
}: {
  lang: Lang;
  result: GameResult;
  vp: number;
  log: readonly LogEntry[];
  onClose(): void;
  onNewGame(): void;
}) {
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => first.current?.focus(), []);
  const scoring = finalScoring(log, result);
  const hintsUsed = useGame((s) => s.record?.hintsUsed ?? 0);
  const winner = result.winner;
  return (
    <div className="end-overlay" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <section
        className={`end-box${winner ? ` end-${winner}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="end-title"
        data-testid="end-screen"
        data-winner={winner ?? 'draw'}
      >
        <p className="end-kicker">{t(lang, 'end.title')}</p>
        <h1 id="end-title" data-testid="end-winner">
          {winner ? t(lang, 'end.winner', { side: winner }) : t(lang, 'end.draw')}
        </h1>
        <PlayersLine lang={lang} />
        <p data-testid="end-reason">{reasonText(lang, result, log, vp)}</p>
        <p className="end-vp" data-testid="end-vp">
          {vp === 0 ? t(lang, 'end.finalVpNone') : t(lang, 'end.finalVp', { vp })}
          {vp !== 0 && <span className="muted"> · {t(lang, 'vp.favours', { side: vp > 0 ? 'democrat' : 'communist' })}</span>}
        </p>
        {scoring && <FinalScoringTable lang={lang} scoring={scoring} />}
        {hintsUsed > 0 && (
          <p className="muted" data-testid="end-hints-used">
            {t(lang, 'hint.used', { n: hintsUsed })}
          </p>
        )}
        <div className="buttons end-buttons">
          <button type="button" className="primary" onClick={onNewGame} ref={first} data-testid="end-new-game">
            {t(lang, 'end.newGame')}
          </button>
          <Slot name="review" lang={lang} />
          <Slot name="watchReplay" lang={lang} />
          <button type="button" onClick={exportRecord} data-testid="end-record">
            {t(lang, 'end.record')}
          </button>
          <button type="button" onClick={() => exportLog(lang)} data-testid="end-log">
            {t(lang, 'end.log')}
          </button>
          <button type="button" onClick={onClose} data-testid="end-close">
            {t(lang, 'end.board')}
          </button>
        </div>
      </section>
    </div>
  );
}
