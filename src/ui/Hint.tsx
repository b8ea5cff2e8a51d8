/**
 * The hint (issue 26 item 6): on request, what the computer at normal would play in the player's
 * decision, its estimated chance to win and a one-line reason (how far it rates above the next
 * best move). Asked of the analysis worker, so the board stays free; a hint shown is counted in
 * the record. Loaded as a chunk of its own.
 */
import { useEffect, useRef, useState } from 'react';
import type { PlayerView } from '../engine';
import { analyseInWorker } from '../ai/client';
import { hintOf, hintOptions, type Hint } from '../ai/hint';
import { t, type Lang } from '../i18n';
import { gameStore, useGame } from '../store/game';
import { freshEntropy } from '../store/entropy';
import { moveLabel } from './moveLabel';
import './hint.css';

const pct = (x: number) => Math.round(x * 100);
/** Below this many percentage points two moves count as equally good. */
const CLOSE = 1;

function reason(lang: Lang, hint: Hint, kind: string): string {
  if (!hint.next) return t(lang, 'hint.reasonOnly');
  const diff = pct(hint.winChance) - pct(hint.next.winChance);
  const next = moveLabel(lang, hint.next.action, kind);
  return diff < CLOSE ? t(lang, 'hint.reasonClose', { next }) : t(lang, 'hint.reasonBetter', { diff, next });
}

export function HintBox({ lang, view }: { lang: Lang; view: PlayerView }) {
  const [asked, setAsked] = useState<PlayerView | null>(null);
  const [hint, setHint] = useState<Hint | null>(null);
  const [error, setError] = useState<string | null>(null);
  const current = useRef(view);
  current.current = view;
  // a new position forgets the last hint
  useEffect(() => {
    setAsked(null);
    setHint(null);
    setError(null);
  }, [view]);
  const ask = () => {
    const v = view;
    setAsked(v);
    setError(null);
    gameStore.getState().noteHint();
    // an answer for a position already left is dropped
    analyseInWorker({ view: v, ...hintOptions(v, freshEntropy()) })
      .then((moves) => current.current === v && setHint(hintOf(moves)))
      .catch((e: unknown) => current.current === v && setError(e instanceof Error ? e.message : String(e)));
  };
  const kind = view.prompt?.kind ?? '';
  return (
    <section className="hint" data-testid="hint" aria-live="polite">
      {!asked && (
        <button type="button" onClick={ask} data-testid="hint-ask" title={t(lang, 'hint.title')}>
          💡 {t(lang, 'hint.button')}
        </button>
      )}
      {asked && !hint && !error && <p className="muted">{t(lang, 'hint.thinking')}</p>}
      {error && <p role="alert">{t(lang, 'hint.error', { message: error })}</p>}
      {asked && hint && (
        <div data-testid="hint-result">
          <p>
            <strong data-testid="hint-move">{t(lang, 'hint.move', { move: moveLabel(lang, hint.action, kind) })}</strong>
          </p>
          <p data-testid="hint-chance">{t(lang, 'hint.chance', { pct: pct(hint.winChance) })}</p>
          <p className="small" data-testid="hint-reason">
            {reason(lang, hint, kind)}
          </p>
        </div>
      )}
    </section>
  );
}

/** Settings: hints in a game of two players (against the computer they are always offered). */
export function HintSetting({ lang }: { lang: Lang }) {
  const on = useGame((s) => s.hintsOn);
  return (
    // a short label keeps the bar on one line; its full sense in the tooltip
    <label className="setting" title={t(lang, 'hint.settingHelp')}>
      <input type="checkbox" checked={on} onChange={(e) => gameStore.getState().setHintsOn(e.target.checked)} data-testid="setting-hints" />
      {t(lang, 'hint.setting')}
    </label>
  );
}

export default HintBox;
