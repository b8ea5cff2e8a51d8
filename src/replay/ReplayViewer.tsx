/**
 * The replay viewer: a record stepped by action, action round or turn, played at a chosen speed,
 * with the board, tracks, VP, hands and power-struggle table as they were, a log to jump from and,
 * after the game, charts. During a live game it shows public information only. It renders the
 * game's own map and panel components, read-only. Loaded as a chunk of its own.
 */
import { useEffect, useMemo, useState } from 'react';
import { logEntries, RuleError, scoringPreview, SIDES, type Action, type GameRecord, type GameState } from '../engine';
import { psCardName, t, type Lang } from '../i18n';
import type { Note } from '../store/game';
import { CardFace } from '../ui/CardFace';
import { MapView } from '../ui/MapView';
import { CountriesPanel, Effects, PilesPanel, TiananmenTrack, UssrTrack, VpTrack } from '../ui/InfoPanels';
import { LogText } from '../ui/Panels';
import { PowerStruggleTable } from '../ui/PowerStruggleTable';
import { SupportChart, VpChart } from './Charts';
import { statesOf } from './record';
import { ReviewPanel } from './Review';
import { shareLink } from './share';
import { logSteps, nextStart, prevStart, publicView, roundStarts, sideView, supportByTurn, turnStarts, vpSeries } from './timeline';
import './replay.css';

const NO_TARGETS: ReadonlyMap<string, Action> = new Map();
const noop = () => {};
/** actions per second */
const SPEEDS = [0.5, 1, 2, 4, 8];

function Hands({ lang, state, full }: { lang: Lang; state: GameState; full: boolean }) {
  return (
    <section className="replay-hands" data-testid="replay-hands">
      {SIDES.map((side) => (
        <div key={side} className={`replay-hand ${side === 'communist' ? 'c' : 'd'}`} data-side={side}>
          <h3>{t(lang, 'replay.handOf', { side, n: state.hands[side].length })}</h3>
          {full && (
            <div className="cards">
              {state.hands[side].map((c) => (
                <CardFace key={c} card={c} lang={lang} compact />
              ))}
            </div>
          )}
          {full && state.ps && state.ps.hands[side].length > 0 && (
            <p className="small" data-testid={`replay-ps-hand-${side}`}>
              {t(lang, 'replay.psHandOf')}: {state.ps.hands[side].map((c) => psCardName(lang, c)).join(', ')}
            </p>
          )}
        </div>
      ))}
    </section>
  );
}

export function ReplayViewer({
  lang,
  record,
  live,
  notes = [],
  review = false,
  onClose,
}: {
  lang: Lang;
  record: GameRecord;
  live: boolean;
  notes?: readonly Note[];
  review?: boolean;
  onClose(): void;
}) {
  const loaded = useMemo(() => {
    try {
      return { states: statesOf(record), error: null };
    } catch (e) {
      // records come through the strict reader: this is a damaged one, told in the player's language
      console.warn('replay failed:', e);
      return { states: [] as GameState[], error: 'record.damaged' };
    }
  }, [record]);
  const { states } = loaded;
  const last = Math.max(0, states.length - 1);
  const finished = !live && !!states[last]?.result;
  const [step, setStep] = useState(finished ? 0 : last);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState(2);
  const [link, setLink] = useState<string | null>(null);
  const [shareError, setShareError] = useState<string | null>(null);
  const rounds = useMemo(() => roundStarts(states), [states]);
  const turns = useMemo(() => turnStarts(states), [states]);
  const logAt = useMemo(() => logSteps(states), [states]);
  const vp = useMemo(() => vpSeries(states), [states]);
  const byTurn = useMemo(() => (finished ? supportByTurn(states) : []), [states, finished]);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) {
      setPlaying(false);
      return;
    }
    const id = setTimeout(() => setStep((s) => Math.min(last, s + 1)), 1000 / speed);
    return () => clearTimeout(id);
  }, [playing, step, last, speed]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowRight') setStep((s) => Math.min(last, s + 1));
      else if (e.key === 'ArrowLeft') setStep((s) => Math.max(0, s - 1));
      else if (e.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, onClose]);

  if (loaded.error !== null || states.length === 0)
    return (
      <div className="replay" data-testid="replay-viewer" role="dialog" aria-modal="true">
        <p role="alert">{t(lang, 'replay.badRecord', { message: t(lang, loaded.error ?? 'record.damaged') })}</p>
        <button type="button" onClick={onClose} data-testid="replay-close">
          {t(lang, 'replay.close')}
        </button>
      </div>
    );

  const state = states[step]!;
  const view = finished ? sideView(state, state.prompt?.side ?? state.phasing ?? 'communist') : publicView(state);
  const shownLog = logEntries(states[last]!);
  const go = (i: number) => {
    setPlaying(false);
    setStep(Math.max(0, Math.min(last, i)));
  };
  const share = async () => {
    try {
      const url = await shareLink(record, window.location.href);
      setLink(url);
      setShareError(null);
      await navigator.clipboard?.writeText(url).catch(() => undefined);
    } catch (e) {
      console.warn('no link:', e);
      setShareError(t(lang, e instanceof RuleError && e.code === 'UNFINISHED_GAME' ? 'record.unfinished' : 'share.failed'));
    }
  };

  return (
    <div
      className="replay"
      data-testid="replay-viewer"
      data-step={step}
      data-last={last}
      data-vp={state.vp}
      data-turn={state.turn}
      data-round={state.round}
      data-live={live}
      role="dialog"
      aria-modal="true"
      aria-label={t(lang, live ? 'replay.historyTitle' : 'replay.title')}
    >
      <header className="bar replay-bar">
        <strong>{t(lang, live ? 'replay.historyTitle' : 'replay.title')}</strong>
        <span data-testid="replay-position">
          {state.round === 0 ? t(lang, 'bar.setup') : `${t(lang, 'bar.turn', { turn: state.turn })} · ${t(lang, 'bar.round', { round: state.round })}`}
          {' · '}
          {t(lang, 'replay.step', { n: step, total: last })}
        </span>
        <span className="vp-mini">{t(lang, 'vp.value', { vp: state.vp })}</span>
        <span className="spacer" />
        {finished && (
          <button type="button" onClick={share} data-testid="share-link">
            {t(lang, 'share.copy')}
          </button>
        )}
        <button type="button" className="primary" onClick={onClose} data-testid="replay-close">
          {t(lang, 'replay.close')}
        </button>
      </header>
      {(link || shareError) && (
        <p className="replay-share" role="status">
          {shareError ? (
            shareError
          ) : (
            <>
              {t(lang, 'share.ready')}{' '}
              <input readOnly value={link!} data-testid="share-url" aria-label={t(lang, 'share.label')} onFocus={(e) => e.currentTarget.select()} />
            </>
          )}
        </p>
      )}
      {notes.length > 0 && (
        <ul className="replay-notes" data-testid="replay-notes">
          {notes.map((n, k) => (
            <li key={k} data-testid="replay-note" data-note={n.key}>
              {t(lang, n.key, n.params)}
            </li>
          ))}
        </ul>
      )}
      <nav className="replay-controls" aria-label={t(lang, 'replay.controls')}>
        <button
          type="button"
          onClick={() => go(0)}
          disabled={step === 0}
          data-testid="replay-start"
          title={t(lang, 'replay.start')}
          aria-label={t(lang, 'replay.start')}
        >
          |◀
        </button>
        <button type="button" onClick={() => go(prevStart(turns, step))} disabled={step === 0} data-testid="replay-prev-turn">
          {t(lang, 'replay.prevTurn')}
        </button>
        <button type="button" onClick={() => go(prevStart(rounds, step))} disabled={step === 0} data-testid="replay-prev-round">
          {t(lang, 'replay.prevRound')}
        </button>
        <button type="button" onClick={() => go(step - 1)} disabled={step === 0} data-testid="replay-prev">
          {t(lang, 'replay.prevAction')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => setPlaying((p) => !p && step < last)}
          disabled={step >= last && !playing}
          data-testid="replay-play"
          aria-pressed={playing}
        >
          {playing ? t(lang, 'replay.pause') : t(lang, 'replay.play')}
        </button>
        <button type="button" onClick={() => go(step + 1)} disabled={step >= last} data-testid="replay-next">
          {t(lang, 'replay.nextAction')}
        </button>
        <button type="button" onClick={() => go(nextStart(rounds, step, last))} disabled={step >= last} data-testid="replay-next-round">
          {t(lang, 'replay.nextRound')}
        </button>
        <button type="button" onClick={() => go(nextStart(turns, step, last))} disabled={step >= last} data-testid="replay-next-turn">
          {t(lang, 'replay.nextTurn')}
        </button>
        <button
          type="button"
          onClick={() => go(last)}
          disabled={step >= last}
          data-testid="replay-end"
          title={t(lang, 'replay.end')}
          aria-label={t(lang, 'replay.end')}
        >
          ▶|
        </button>
        <label>
          {t(lang, 'replay.speed')}{' '}
          <select value={speed} onChange={(e) => setSpeed(Number(e.target.value))} data-testid="replay-speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {t(lang, 'replay.perSecond', { n: s })}
              </option>
            ))}
          </select>
        </label>
        <input
          type="range"
          min={0}
          max={last}
          value={step}
          onChange={(e) => go(Number(e.target.value))}
          aria-label={t(lang, 'replay.scrub')}
          data-testid="replay-scrub"
        />
      </nav>
      <div className="main replay-main">
        <div className="board">
          <MapView lang={lang} support={view.support} control={view.control} eliminated={view.eliminated} targets={NO_TARGETS} onAct={noop} />
        </div>
        <aside className="side">
          {state.result && (
            <p className="result" role="status">
              {state.result.winner
                ? t(lang, 'result.winner', { winner: state.result.winner, reason: state.result.reason, vp: state.vp })
                : t(lang, 'result.draw', { reason: state.result.reason })}
            </p>
          )}
          {finished && (
            <ReviewPanel lang={lang} states={states} actions={record.actions} step={step} onStep={go} autoStart={review} hintsUsed={record.hintsUsed ?? 0} />
          )}
          <VpTrack lang={lang} vp={state.vp} />
          <Hands lang={lang} state={state} full={finished} />
          {view.powerStruggle && <PowerStruggleTable lang={lang} view={view} legal={[]} onAct={noop} />}
          <TiananmenTrack lang={lang} view={view} />
          <UssrTrack lang={lang} position={view.ussrStability} />
          <Effects lang={lang} view={view} />
          <CountriesPanel lang={lang} view={view} preview={scoringPreview(state)} />
          <PilesPanel lang={lang} view={view} />
          {finished && (
            <section className="replay-charts">
              <h2>{t(lang, 'replay.charts')}</h2>
              <VpChart lang={lang} vp={vp} turns={turns} step={step} onStep={go} />
              <SupportChart lang={lang} data={byTurn} />
            </section>
          )}
          <h2>{t(lang, 'replay.log')}</h2>
          <ol className="log replay-log" data-testid="replay-log">
            {shownLog.map((e, j) => (
              <li key={j} className={logAt[j]! <= step ? 'done' : 'later'}>
                <button
                  type="button"
                  className="link"
                  onClick={() => go(logAt[j]!)}
                  data-log-step={logAt[j]}
                  aria-current={logAt[j] === step ? 'step' : undefined}
                >
                  <LogText lang={lang} entry={e} />
                </button>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  );
}

export default ReplayViewer;
