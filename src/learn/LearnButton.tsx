/** "Learn to play" on the start page: starts the guided first game, or continues a left one. */
import { useState } from 'react';
import { t, type Lang } from '../i18n';

const LESSON_KEY = 'jn1989.learn';
/** The lesson's steps (LESSON_STEPS in ./lesson.ts, which this start-page button does not load; a test keeps the two equal). */
export const LESSON_STEP_COUNT = 31;

/** The step a left lesson was at, from its saved progress (src/learn/progress.ts): null if none, 'corrupt' if unreadable. */
function leftAt(): number | 'corrupt' | null {
  try {
    const text = localStorage.getItem(LESSON_KEY);
    if (text === null) return null;
    const x = JSON.parse(text) as { step?: unknown } | null;
    const step = x?.step;
    return typeof step === 'number' && Number.isInteger(step) && step >= 0 && step < LESSON_STEP_COUNT ? step : 'corrupt';
  } catch {
    return 'corrupt';
  }
}

export function LearnButton({ lang }: { lang: Lang }) {
  const [saved] = useState(leftAt);
  // unreadable progress starts the lesson over, and says so
  const left = saved === 'corrupt' ? null : saved;
  const go = (fresh: boolean) => void import('./session').then((m) => (fresh ? m.startLesson() : m.resumeLesson()));
  return (
    <section className="learn">
      <p>{t(lang, 'learn.intro')}</p>
      {saved === 'corrupt' && (
        <p className="muted" role="status" data-testid="learn-corrupt">
          {t(lang, 'learn.corrupt')}
        </p>
      )}
      <button type="button" className="primary" onClick={() => go(left === null)} data-testid="learn">
        {left === null ? t(lang, 'learn.start') : t(lang, 'learn.resume', { n: left + 1 })}
      </button>
      {left !== null && (
        <>
          {' '}
          <button type="button" onClick={() => go(true)} data-testid="learn-restart">
            {t(lang, 'learn.restart')}
          </button>
        </>
      )}
    </section>
  );
}
