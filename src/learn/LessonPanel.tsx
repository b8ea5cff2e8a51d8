/**
 * The guided first game's panel: the current step in words, what to click (highlighted on the
 * page), "Next" where the step waits for the reader, and a way out at any time. At the end it
 * offers a real game against the easy computer.
 */
import { useEffect, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../i18n';
import { useGame } from '../store/game';
import { COMPUTER_SIDE, LAST_STEP, LESSON_STEPS } from './lesson';
import { expectedMove, movesDone, taughtMove } from './progress';
import { controlsOf } from './targets';
import { useNarrow } from '../ui/useNarrow';
import './lesson.css';

const MARK = 'lesson-target';

/** Mark the controls to click (they come and go as the page changes, so the marks follow). */
function useHighlight(selectors: string[]): void {
  const key = selectors.join('|');
  useEffect(() => {
    document.body.classList.add('in-lesson');
    let frame = 0;
    const mark = () => {
      frame = 0;
      const want = new Set<Element>();
      for (const sel of selectors) document.querySelectorAll(sel).forEach((el) => want.add(el));
      document.querySelectorAll(`.${MARK}`).forEach((el) => !want.has(el) && el.classList.remove(MARK));
      want.forEach((el) => el.classList.add(MARK));
    };
    const observer = new MutationObserver(() => {
      if (!frame) frame = requestAnimationFrame(mark);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    mark();
    return () => {
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
      document.querySelectorAll(`.${MARK}`).forEach((el) => el.classList.remove(MARK));
    };
    // the selectors are the key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  useEffect(() => () => document.body.classList.remove('in-lesson'), []);
}

/**
 * On a narrow screen the panel takes its place above the prompt, in the page's flow, so that it
 * never covers the hand or the map; on a wide one it floats over the map's lower left corner.
 */
function useHost(narrow: boolean): Element | null {
  const [host, setHost] = useState<Element | null>(null);
  useLayoutEffect(() => {
    const find = () => setHost(narrow ? document.querySelector('[data-testid=action-bar]') : null);
    find();
    if (!narrow) return;
    // the table mounts (and remounts) around the panel
    const observer = new MutationObserver(find);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [narrow]);
  return host;
}

/** What the panel asks of the lesson (src/learn/session.ts, which mounts the panel and hands these over). */
interface LessonControls {
  /** the current step, as a hook */
  useStep(): number;
  nextStep(): void;
  playRealGame(): void;
  forgetLesson(): void;
  leaveLesson(): void;
}

export function LessonPanel({ useStep, nextStep, playRealGame, forgetLesson, leaveLesson }: LessonControls) {
  const lang = useGame((s) => s.lang);
  const step = useStep();
  const narrow = useNarrow();
  const host = useHost(narrow);
  const done = useGame((s) => s.record?.actions.length ?? 0);
  const info = LESSON_STEPS[step];
  const taught = info ? taughtMove(step, done) : null;
  const computerToMove = info ? expectedMove(step, done)?.side === COMPUTER_SIDE : false;
  useHighlight(info ? [...(taught ? controlsOf(taught) : []), ...(info.highlight ?? [])] : []);
  // the lesson's turn is over: the computer's next round is not the lesson's (src/learn/lesson.css)
  const over = !!info?.over;
  useEffect(() => {
    document.body.classList.toggle('lesson-over', over);
    return () => document.body.classList.remove('lesson-over');
  }, [over]);
  // a new step on a narrow screen: its words come into view above the prompt
  useEffect(() => {
    if (host) document.querySelector('.lesson-inline')?.scrollIntoView?.({ block: 'start' });
  }, [step, host]);
  if (!info) return null;
  const canGoOn = !!info.ack && movesDone(step, done);
  const last = step === LAST_STEP;
  const panel = (
    <aside
      className={`lesson${host ? ' lesson-inline' : ''}`}
      data-testid="tutorial-step"
      data-step={info.id}
      aria-live="polite"
      aria-label={t(lang, 'learn.panel')}
    >
      <p className="lesson-count">{t(lang, 'learn.count', { n: step + 1, of: LESSON_STEPS.length })}</p>
      <h2>{t(lang, `learn.${info.id}.title`, info.params)}</h2>
      <p className="lesson-text">{t(lang, `learn.${info.id}.text`, info.params)}</p>
      {computerToMove && <p className="lesson-wait">{t(lang, 'learn.computerMoves')}</p>}
      <div className="lesson-buttons">
        {canGoOn && (
          <button type="button" className="primary" onClick={nextStep} data-testid="tutorial-next" autoFocus>
            {t(lang, 'learn.next')}
          </button>
        )}
        {last ? (
          <>
            <button type="button" className="primary" onClick={playRealGame} data-testid="learn-play">
              {t(lang, 'learn.playReal')}
            </button>
            <button
              type="button"
              onClick={() => {
                forgetLesson();
                leaveLesson();
              }}
              data-testid="tutorial-close"
            >
              {t(lang, 'learn.close')}
            </button>
          </>
        ) : (
          <button type="button" className="link" onClick={leaveLesson} data-testid="tutorial-leave">
            {t(lang, 'learn.leave')}
          </button>
        )}
      </div>
    </aside>
  );
  return host ? createPortal(panel, host, 'lesson') : panel;
}
