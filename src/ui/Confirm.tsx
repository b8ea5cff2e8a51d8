/** An inline confirmation: a warning with "do it anyway" and "back", focused when it appears. */
import { useEffect, useId, useRef } from 'react';
import { t, type Lang } from '../i18n';

export function Confirm({ lang, text, yes, onYes, onNo, testId }: { lang: Lang; text: string; yes: string; onYes(): void; onNo(): void; testId: string }) {
  const back = useRef<HTMLButtonElement>(null);
  const id = useId();
  // the safe answer takes the focus, so Enter does not confirm by accident
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="confirm" role="alertdialog" aria-labelledby={id} data-testid={testId}>
      <p id={id}>{text}</p>
      <div className="buttons">
        <button type="button" className="danger" onClick={onYes} data-confirm="yes">
          {yes}
        </button>
        <button type="button" onClick={onNo} ref={back} data-confirm="no">
          {t(lang, 'confirm.back')}
        </button>
      </div>
    </div>
  );
}
