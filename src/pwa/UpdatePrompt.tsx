/** "A new version is ready": a quiet banner that takes no focus and reloads only when asked. */
import { t, type Lang } from '../i18n';
import { useUpdate } from './register';

export function UpdatePrompt({ lang }: { lang: Lang }) {
  const waiting = useUpdate((s) => s.waiting);
  const apply = useUpdate((s) => s.apply);
  const dismiss = useUpdate((s) => s.dismiss);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status" data-testid="update-available">
      {t(lang, 'pwa.update')}{' '}
      <button type="button" onClick={apply} data-testid="update-now">
        {t(lang, 'pwa.reload')}
      </button>{' '}
      <button type="button" className="link" onClick={dismiss}>
        {t(lang, 'pwa.later')}
      </button>
    </div>
  );
}
