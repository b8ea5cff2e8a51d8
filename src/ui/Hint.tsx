/**
 * The hint: on request, what the computer at normal would play in the player's
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

/**
 * A light bulb, our own drawing: an emoji needs a colour font that many machines (and headless
 * browsers) lack, where it shows as an empty box. The button's word names it; the bulb is decoration.
 */
function BulbIcon() {
  return (
    <svg className="hint-icon" width={18} height={18} viewBox="0 0 18 18" aria-hidden="true" focusable="false" data-testid="hint-icon">
      <path d="M9 1.6a5 5 0 0 0-3 9c.6.5.9 1.1.9 1.8v.6h4.2v-.6c0-.7.3-1.3.9-1.8a5 5 0 0 0-3-9z" fill="#ffd54a" stroke="#6b5500" strokeWidth={1.2} />
      <path d="M7.7 13v-2.6L6.6 8.8M10.3 13v-2.6l1.1-1.6" fill="none" stroke="#6b5500" strokeWidth={0.9} />
      <path d="M6.8 14.6h4.4M7.4 16.4h3.2" stroke="#6b5500" strokeWidth={1.4} strokeLinecap="round" />
    </svg>
  );
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
          <BulbIcon /> {t(lang, 'hint.button')}
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
