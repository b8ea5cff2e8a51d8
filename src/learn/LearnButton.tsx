/** "Learn to play" on the start page: starts the guided first game, or continues a left one. */
import { useState } from 'react';
import { t, type Lang } from '../i18n';

const LESSON_KEY = 'jn1989.learn';

/** the step a left lesson was at, from its saved progress (src/learn/progress.ts), if any */
function leftAt(): number | null {
  try {
    const x = JSON.parse(localStorage.getItem(LESSON_KEY) ?? 'null') as { step?: unknown } | null;
    return x && Number.isInteger(x.step) ? (x.step as number) : null;
  } catch {
    return null;
  }
}

export function LearnButton({ lang }: { lang: Lang }) {
  const [left] = useState(leftAt);
  const go = (fresh: boolean) => void import('./session').then((m) => (fresh ? m.startLesson() : m.resumeLesson()));
  return (
    <section className="learn">
      <p>{t(lang, 'learn.intro')}</p>
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
