/**
 * The game review panel of the replay viewer: started by the player (or at once
 * from the end screen), it rates the finished game in the analysis worker with a progress bar,
 * then charts the Democrat's chance to win at each action round start with the five biggest
 * swings numbered; a swing, clicked, goes to its round start and says what the computer at
 * normal would have played there and the estimated difference.
 */
import { useEffect, useRef, useState } from 'react';
import type { GameState, RecordedAction } from '../engine';
import { analyseInWorker, evaluateInWorker } from '../ai/client';
import { t, type Lang } from '../i18n';
import { moveLabel } from '../ui/moveLabel';
import { reviewGame, type Analyst, type Review, type Swing } from './review';

const workerAnalyst: Analyst = {
  evaluate: (view, seed) => evaluateInWorker({ view, seed }),
  analyse: (view, options) => analyseInWorker({ view, ...options }),
};

const W = 560;
const H = 170;
const PAD = 28;
const pct = (x: number) => Math.round(x * 100);

function WinChart({ lang, review, last, step, onSwing }: { lang: Lang; review: Review; last: number; step: number; onSwing(k: number): void }) {
  const x = (i: number) => PAD + (i / Math.max(1, last)) * (W - 2 * PAD);
  const y = (c: number) => 12 + (1 - c) * (H - 24);
  const points = review.points.map((p) => `${x(p.step).toFixed(1)},${y(p.chance).toFixed(1)}`).join(' ');
  const chanceAt = (s: number) => review.points.find((p) => p.step === s)?.chance ?? 0.5;
  return (
    <figure className="chart" data-testid="win-chart">
      <figcaption>{t(lang, 'review.chart')}</figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t(lang, 'review.chart')}>
        <rect x={PAD} y={12} width={W - 2 * PAD} height={(H - 24) / 2} className="chart-d-zone" />
        <rect x={PAD} y={H / 2} width={W - 2 * PAD} height={(H - 24) / 2} className="chart-c-zone" />
        <line x1={PAD} x2={W - PAD} y1={H / 2} y2={H / 2} className="chart-axis" />
        <text x={2} y={y(1) + 4} className="chart-label">
          100
        </text>
        <text x={8} y={y(0.5) + 4} className="chart-label">
          50
        </text>
        <text x={14} y={y(0) + 4} className="chart-label">
          0
        </text>
        <polyline points={points} className="chart-vp" />
        {review.swings.map((s, k) => (
          <g key={s.from} className="review-swing-mark" onClick={() => onSwing(k)} data-swing-mark={k + 1}>
            <line x1={x(s.from)} y1={y(chanceAt(s.from))} x2={x(s.to)} y2={y(chanceAt(s.to))} className={`swing-line ${s.delta > 0 ? 'd' : 'c'}`} />
            <circle cx={x(s.to)} cy={y(chanceAt(s.to))} r={8} className="swing-dot" />
            <text x={x(s.to)} y={y(chanceAt(s.to)) + 4} className="swing-num" textAnchor="middle">
              {k + 1}
            </text>
          </g>
        ))}
        <line x1={x(step)} x2={x(step)} y1={12} y2={H - 12} className="chart-grid review-now" />
      </svg>
    </figure>
  );
}

function SwingDetail({ lang, swing, state }: { lang: Lang; swing: Swing; state: GameState }) {
  const kind = state.prompt?.kind ?? '';
  const same = JSON.stringify(swing.best) === JSON.stringify(swing.played);
  return (
    <div className="review-detail" data-testid="swing-detail" role="status">
      <p>{t(lang, 'review.played', { side: swing.side, move: moveLabel(lang, swing.played, kind) })}</p>
      <p data-testid="swing-best">
        {same
          ? t(lang, 'review.same')
          : t(lang, 'review.best', {
              move: moveLabel(lang, swing.best, kind),
              best: pct(swing.bestChance),
              played: pct(swing.playedChance),
              diff: t(lang, 'end.signed', { n: pct(swing.bestChance) - pct(swing.playedChance) }),
            })}
      </p>
    </div>
  );
}

export function ReviewPanel({
  lang,
  states,
  actions,
  step,
  onStep,
  autoStart,
  hintsUsed,
}: {
  lang: Lang;
  states: readonly GameState[];
  actions: readonly RecordedAction[];
  step: number;
  onStep(i: number): void;
  autoStart: boolean;
  hintsUsed: number;
}) {
  const [review, setReview] = useState<Review | null>(null);
  const [progress, setProgress] = useState<[number, number] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<number | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);
  const start = () => {
    setProgress([0, 1]);
    setError(null);
    reviewGame(states, actions, workerAnalyst, (done, total) => alive.current && setProgress([done, total]))
      .then((r) => alive.current && setReview(r))
      .catch((e: unknown) => alive.current && setError(e instanceof Error ? e.message : String(e)))
      .finally(() => alive.current && setProgress(null));
  };
  useEffect(() => {
    if (autoStart) start();
    // once, when the panel opens from the end screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const choose = (k: number) => {
    setChosen(k);
    onStep(review!.swings[k]!.from);
  };
  const swing = review && chosen !== null ? review.swings[chosen] : null;
  return (
    <section className="review" data-testid="review" aria-label={t(lang, 'review.title')}>
      <h2>{t(lang, 'review.title')}</h2>
      {hintsUsed > 0 && (
        <p className="small" data-testid="review-hints-used">
          {t(lang, 'hint.used', { n: hintsUsed })}
        </p>
      )}
      {!review && !progress && (
        <button type="button" className="primary" onClick={start} data-testid="review-start">
          {t(lang, 'review.start')}
        </button>
      )}
      {progress && (
        <label className="review-progress">
          {t(lang, 'review.progress', { done: progress[0], total: progress[1] })}
          <progress max={progress[1]} value={progress[0]} data-testid="review-progress" />
        </label>
      )}
      {error && <p role="alert">{t(lang, 'review.error', { message: error })}</p>}
      {review && (
        <>
          <WinChart lang={lang} review={review} last={states.length - 1} step={step} onSwing={choose} />
          <h3>{t(lang, 'review.swings')}</h3>
          <ol className="review-swings">
            {review.swings.map((s, k) => {
              const at = states[s.from]!;
              return (
                <li key={s.from}>
                  <button
                    type="button"
                    className="link"
                    onClick={() => choose(k)}
                    aria-current={chosen === k ? 'true' : undefined}
                    data-testid="swing"
                    data-step={s.from}
                  >
                    {t(lang, 'review.swing', { n: k + 1, turn: at.turn, round: at.round, delta: t(lang, 'end.signed', { n: pct(s.delta) }) })}
                  </button>
                </li>
              );
            })}
          </ol>
          {swing && <SwingDetail lang={lang} swing={swing} state={states[swing.from]!} />}
          <p className="small muted">{t(lang, 'review.note')}</p>
        </>
      )}
    </section>
  );
}
