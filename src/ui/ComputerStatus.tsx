/** The computer at the table: shows when it is thinking (or what went wrong); the store seats it. */
import { t, type Lang } from '../i18n';
import { useComputer } from '../store/computerStatus';

export function ComputerStatus({ lang }: { lang: Lang }) {
  const thinking = useComputer((s) => s.thinking);
  const error = useComputer((s) => s.error);
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
