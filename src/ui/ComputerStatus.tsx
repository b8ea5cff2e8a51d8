/** The computer at the table: starts it, and shows when it is thinking (or what went wrong). */
import { useEffect } from 'react';
import { t, type Lang } from '../i18n';
import { useGame } from '../store/game';
import { useComputer } from '../store/computerStatus';

export function ComputerStatus({ lang }: { lang: Lang }) {
  const computer = useGame((s) => s.computer);
  const thinking = useComputer((s) => s.thinking);
  const error = useComputer((s) => s.error);
  useEffect(() => {
    // the controller and its worker are loaded only for a game with a computer side
    if (Object.keys(computer).length > 0) void import('../store/computerPlayer').then((m) => m.startComputerPlayer());
  }, [computer]);
  if (error)
    return (
      <span className="ai-status error-text" role="alert">
        {t(lang, 'ai.error', { message: error })}
      </span>
    );
  if (!thinking) return null;
  return (
    <span className={`ai-status ${thinking === 'communist' ? 'c' : 'd'}`} role="status" aria-live="polite" data-testid="ai-thinking">
      <span className="ai-spinner" aria-hidden /> {t(lang, 'ai.thinking', { side: thinking })}
    </span>
  );
}
