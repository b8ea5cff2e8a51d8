/** A result card's part in the big moments (src/store/moments.ts): up while mounted, closed after the player's chosen time. */
import { useEffect, useRef } from 'react';
import { t, type Lang } from '../i18n';
import { closeMoment, momentStore, openMoment, RESULT_WAITS, setResultWait, useMoments, type ResultWait } from '../store/moments';

/**
 * While the calling card is mounted it is a moment up (the computer holds its next move); with a
 * time set in the menu instead of Continue, `close` runs when it is over.
 */
export function useMoment(key: string, close: () => void, shown = true): void {
  const onClose = useRef(close);
  onClose.current = close;
  useEffect(() => {
    openMoment(key);
    return () => closeMoment(key);
  }, [key]);
  // the time runs while the card can be read
  useEffect(() => {
    const wait = momentStore.getState().wait;
    if (!shown || wait === 'continue') return;
    const timer = setTimeout(() => onClose.current(), wait * 1000);
    return () => clearTimeout(timer);
  }, [key, shown]);
}

/** The game menu's choice: result cards wait for Continue, or close after a few seconds. */
export function ResultWaitSetting({ lang }: { lang: Lang }) {
  const wait = useMoments((s) => s.wait);
  return (
    <label className="setting" title={t(lang, 'moment.waitHelp')}>
      {t(lang, 'moment.wait')}{' '}
      <select
        value={String(wait)}
        onChange={(e) => setResultWait(RESULT_WAITS.find((w) => String(w) === e.target.value) ?? 'continue')}
        data-testid="setting-result-wait"
      >
        {RESULT_WAITS.map((w: ResultWait) => (
          <option key={w} value={String(w)}>
            {w === 'continue' ? t(lang, 'moment.waitContinue') : t(lang, 'moment.waitSeconds', { n: w })}
          </option>
        ))}
      </select>
    </label>
  );
}
